'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FileField } from '@/components/ui/plain/file-field';
import { LoadFailed } from '@/components/ui/plain/load-failed';
import { toast } from '@/components/ui/plain/toast';
import { useMessageOf } from '@/components/ui/use-field-label';
import { customCalls } from '@/lib/api/calls/custom';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { DIMENSIONS_BY_SHAPE, lineFieldLabel, MAX_LINES, type Dimension } from '@/lib/custom/dimensions';
import type { StoredFile } from '@/lib/files/contract';
import { localizePath } from '@/lib/i18n/locale-path';
import { PRICE_UNITS, PRODUCT_TYPES, type PriceUnit } from '@/lib/products/enums';
import { graphemeCount, MAX_TEXT_CHARS, textLimitProblem } from '@/lib/text-length';
import './custom.css';

const TEXTS = ['technicalRequirement', 'application', 'remarks', 'environment', 'orderingFrequency', 'producerRequirements', 'ipRequirements', 'fundingSource', 'contact'] as const;
type TextKey = 'projectName' | (typeof TEXTS)[number];
type Line = Partial<Record<Dimension, string>> & { quantity: string };

const emptyLine = (): Line => ({ quantity: '' });

/**
 * /custom: the customisation order form (spec section 3). The reference product decides which dimensions a line asks
 * for; lines stay locked until one is chosen ("select a reference product first"), 1–5 of them; every text counts
 * user-perceived characters with the server's function (lib/text-length.ts). The server checks everything again.
 */
export function CustomForm() {
  const t = useTranslations('Custom');
  const tp = useTranslations('Products');
  const m = useMessageOf();
  const locale = useLocale();
  const params = useSearchParams();
  const options = useCall(customCalls.formOptions, {});
  const [productId, setProductId] = useState<string>(params.get('productId') ?? '');
  const [materialType, setMaterialType] = useState('');
  const [texts, setTexts] = useState<Record<TextKey, string>>(() => Object.fromEntries(['projectName', ...TEXTS].map((k) => [k, ''])) as Record<TextKey, string>);
  const [lines, setLines] = useState<Line[]>([emptyLine()]);
  const [deliveryDate, setDeliveryDate] = useState('');
  const [costLimit, setCostLimit] = useState('');
  const [costUnit, setCostUnit] = useState<PriceUnit>('yuan');
  const [pictures, setPictures] = useState<StoredFile[]>([]);
  const [attachments, setAttachments] = useState<StoredFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);

  if (options.error && !options.data) return <LoadFailed message={t('ui.loadError', { msg: String(options.error.message) })} retryLabel={t('ui.retry')} onRetry={() => options.mutate()} />;
  if (!options.data) return <p role="status">{t('ui.loading')}</p>;
  const product = options.data.products.find((p) => String(p.id) === productId);
  const dims = product ? DIMENSIONS_BY_SHAPE[product.shape] : [];

  const problems: Record<string, string> = {};
  if (!texts.projectName.trim()) problems.projectName = 'projectNameRequired';
  if (!texts.contact.trim()) problems.contact = 'contactRequired';
  for (const k of ['projectName', ...TEXTS] as TextKey[]) {
    const problem = textLimitProblem(texts[k].trim(), MAX_TEXT_CHARS);
    if (problem) problems[k] = problem;
  }
  if (!materialType) problems.materialType = 'materialTypeRequired';
  if (!product) problems.productId = 'productRequired';
  if (!deliveryDate) problems.deliveryDate = 'deliveryDateRequired';
  lines.forEach((l, i) => {
    if (!/^\d+$/.test(l.quantity) || Number(l.quantity) < 1) problems[`line${i}`] = 'badQuantity';
    for (const d of dims) if (!/^\d+(\.\d+)?$/.test(l[d] ?? '') || Number(l[d]) <= 0) problems[`line${i}`] = 'badNumber';
  });
  const shown = touched ? problems : {};
  const error = (key: string) =>
    shown[key] ? (
      <p className="field__error" role="alert" data-testid={`custom-error-${key}`}>
        {t(shown[key] as never)}
      </p>
    ) : null;

  const body = () => ({
    projectName: texts.projectName.trim(),
    materialType: materialType as (typeof PRODUCT_TYPES)[number],
    productId: Number(productId),
    lines: lines.map((l) => ({ ...Object.fromEntries(dims.map((d) => [d, Number(l[d])])), quantity: Number(l.quantity) })),
    ...Object.fromEntries(TEXTS.map((k) => [k, texts[k].trim()])),
    contact: texts.contact.trim(),
    deliveryDate,
    costLimit: costLimit.trim(),
    costUnit,
    pictureIds: pictures.map((f) => f.id),
    attachmentIds: attachments.map((f) => f.id),
  });

  async function send(kind: 'save' | 'submit', event?: FormEvent) {
    event?.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length) return toast.error(t('ui.fixErrors'));
    setBusy(true);
    try {
      const order = await request(kind === 'save' ? customCalls.save : customCalls.submit, body());
      toast.success(t(kind === 'save' ? 'ui.saved' : 'ui.submitted'));
      window.location.assign(localizePath(`/custom/customDetail?orderNo=${order.orderNo}`, locale));
    } catch {
      // the shared handling has shown the server's reason
    } finally {
      setBusy(false);
    }
  }

  const textField = (key: TextKey, required = false) => (
    <div className={`field${shown[key] ? ' field--error' : ''}`} key={key}>
      <label className="field__label" htmlFor={`custom-${key}`}>
        {key === 'projectName' ? t('ui.projectName') : t(`ui.fields.${key}` as never)}
        {required ? ' *' : ''} <span className="cu-count">{t('ui.chars', { n: graphemeCount(texts[key].trim()) })}</span>
      </label>
      <input id={`custom-${key}`} className="field__input" value={texts[key]} onChange={(e) => setTexts({ ...texts, [key]: e.target.value })} data-testid={`custom-${key}`} />
      {error(key)}
    </div>
  );
  const setLine = (i: number, key: keyof Line, value: string) => setLines(lines.map((l, j) => (j === i ? { ...l, [key]: value } : l)));

  return (
    <form className="cu-form" onSubmit={(e) => send('submit', e)} noValidate data-testid="custom-form">
      <h1>{t('ui.formTitle')}</h1>
      <p className="cu-note">{t('ui.formLead')}</p>
      {textField('projectName', true)}
      <div className="cu-row">
        <div className={`field${shown.materialType ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor="custom-materialType">
            {t('ui.materialType')} *
          </label>
          <select id="custom-materialType" value={materialType} onChange={(e) => setMaterialType(e.target.value)} data-testid="custom-materialType">
            <option value="">{t('ui.selectProduct')}</option>
            {options.data.materialTypes.map((m) => (
              <option key={m} value={m}>
                {tp(`types.${m}`)}
              </option>
            ))}
          </select>
          {error('materialType')}
        </div>
        <div className={`field${shown.productId ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor="custom-product">
            {t('ui.product')} *
          </label>
          <select
            id="custom-product"
            value={productId}
            onChange={(e) => {
              setProductId(e.target.value);
              setLines([emptyLine()]);
            }}
            data-testid="custom-product"
          >
            <option value="">{t('ui.selectProduct')}</option>
            {options.data.products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} · {p.companyName}
              </option>
            ))}
          </select>
          {error('productId')}
        </div>
      </div>
      <fieldset className="cu-lines" disabled={!product} data-testid="custom-lines">
        <legend>{t('ui.lines')}</legend>
        {!product && <p className="cu-note">{t('ui.selectFirst')}</p>}
        {lines.map((line, i) => (
          <div className="cu-line" key={i} data-testid={`custom-line-${i}`}>
            {dims.map((d) => (
              <label key={d}>
                {lineFieldLabel(d, m, locale)}
                <input inputMode="decimal" value={line[d] ?? ''} onChange={(e) => setLine(i, d, e.target.value)} data-testid={`custom-line-${i}-${d}`} />
              </label>
            ))}
            <label>
              {lineFieldLabel('quantity', m, locale)}
              <input inputMode="numeric" value={line.quantity} onChange={(e) => setLine(i, 'quantity', e.target.value)} data-testid={`custom-line-${i}-quantity`} />
            </label>
            <button type="button" className="button button--small" onClick={() => (lines.length > 1 ? setLines(lines.filter((_, j) => j !== i)) : toast.error(t('keepOneItem')))}>
              {t('ui.removeLine')}
            </button>
            {error(`line${i}`)}
          </div>
        ))}
        <button type="button" className="button button--small" onClick={() => (lines.length < MAX_LINES ? setLines([...lines, emptyLine()]) : toast.error(t('upToFive')))} data-testid="custom-add-line">
          {t('ui.addLine')}
        </button>
      </fieldset>
      <div className="cu-row">
        {textField('technicalRequirement')}
        {textField('application')}
      </div>
      <div className="cu-row">
        <div className={`field${shown.deliveryDate ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor="custom-deliveryDate">
            {t('ui.fields.deliveryDate')} *
          </label>
          <input id="custom-deliveryDate" type="date" className="field__input" value={deliveryDate} onChange={(e) => setDeliveryDate(e.target.value)} data-testid="custom-deliveryDate" />
          {error('deliveryDate')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="custom-costLimit">
            {t('ui.fields.costLimit')}
          </label>
          <span className="cu-inline">
            <input id="custom-costLimit" className="field__input" inputMode="decimal" value={costLimit} onChange={(e) => setCostLimit(e.target.value)} data-testid="custom-costLimit" />
            <select aria-label={t('ui.fields.costUnit')} value={costUnit} onChange={(e) => setCostUnit(e.target.value as PriceUnit)}>
              {PRICE_UNITS.map((u) => (
                <option key={u} value={u}>
                  {tp(`priceUnits.${u}`)}
                </option>
              ))}
            </select>
          </span>
        </div>
      </div>
      <div className="cu-row">
        {textField('remarks')}
        {textField('environment')}
        {textField('orderingFrequency')}
      </div>
      <div className="cu-row">
        {textField('producerRequirements')}
        {textField('ipRequirements')}
        {textField('fundingSource')}
      </div>
      {textField('contact', true)}
      <div className="field">
        <span className="field__label">{t('ui.fields.pictures')}</span>
        <FileField kind="image" max={5} value={pictures} onChange={setPictures} testId="custom-pictures" />
      </div>
      <div className="field">
        <span className="field__label">{t('ui.fields.attachments')}</span>
        <FileField kind="attachment" max={5} value={attachments} onChange={setAttachments} testId="custom-attachments" />
      </div>
      <p className="cu-actions">
        <button type="button" className="button" disabled={busy} onClick={() => send('save')} data-testid="custom-save">
          {t('ui.saveDraft')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy} data-testid="custom-submit">
          {t('ui.submit')}
        </button>
      </p>
    </form>
  );
}
