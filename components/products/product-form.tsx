'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { FileField } from '@/components/ui/plain/file-field';
import { toast } from '@/components/ui/plain/toast';
import { productCalls } from '@/lib/api/calls/products';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { StoredFile } from '@/lib/files/contract';
import { localizePath } from '@/lib/i18n/locale-path';
import { PRICE_UNITS, PRODUCT_SHAPES, PRODUCT_TYPES, PRODUCT_UNITS, type PriceUnit } from '@/lib/products/enums';
import { fenToPrice, priceProblem } from '@/lib/products/price';
import { graphemeCount, MAX_TEXT_CHARS, textLimitProblem } from '@/lib/text-length';
import { htmlToParagraphs, paragraphsToHtml } from '@/lib/products/paragraphs';
import { LoadState } from '@/components/ui/plain/load-state';
import './products.css';

interface Values {
  name: string;
  type: string;
  shape: string;
  specification: string;
  price: string;
  unit: string;
  priceUnit: PriceUnit;
  introduction: string;
  pictures: StoredFile[];
}

const EMPTY: Values = { name: '', type: '', shape: '', specification: '', price: '', unit: 'ton', priceUnit: 'yuan', introduction: '', pictures: [] };

/** The browser's check of a field: the same rules as the contract (lib/products/contract.ts), without zod. */
function problems(v: Values): Partial<Record<keyof Values, string>> {
  const p: Partial<Record<keyof Values, string>> = {};
  const short = (key: 'name' | 'specification', required: string) => {
    const text = v[key].trim();
    const problem = text ? textLimitProblem(text, MAX_TEXT_CHARS) : required;
    if (problem) p[key] = problem;
  };
  short('name', 'nameRequired');
  short('specification', 'specificationRequired');
  if (!v.type) p.type = 'typeRequired';
  if (!v.shape) p.shape = 'shapeRequired';
  const price = priceProblem(v.price, v.priceUnit, 'badPrice');
  if (price) p.price = price;
  if (v.pictures.length === 0) p.pictures = 'pictureRequired';
  return p;
}

/**
 * Publish or edit a recommended product (/cloud/releaseRecomProduct, /my/businessRecommendProductAdd?id=):
 * plain controls, the pictures through the file service's field, the 50-character count of lib/text-length.ts
 * shown as the member types. Saving submits the product for review (myData/productSave); the server checks all again.
 */
export function ProductForm({ id, doneHref = '/my/businessRecommendProduct' }: { id?: number; doneHref?: string }) {
  const t = useTranslations('Products');
  // A shared rule's message (the amount maximum: Errors.amountTooLarge) is a full key.
  const tAll = useTranslations();
  const locale = useLocale();
  const existing = useCall(productCalls.get, id ? { id } : null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    const d = existing.data;
    if (!d) return;
    setValues({
      name: d.name,
      type: d.type,
      shape: d.shape,
      specification: d.specification,
      price: fenToPrice(d.priceFen, d.priceUnit),
      unit: d.unit,
      priceUnit: d.priceUnit,
      introduction: htmlToParagraphs(d.introduction),
      pictures: d.pictures,
    });
  }, [existing.data]);

  const errors = touched ? problems(values) : {};
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const error = (key: keyof Values) =>
    errors[key] ? (
      <p className="field__error" role="alert" data-testid={`error-${key}`}>
        {errors[key]!.includes('.') ? tAll(errors[key] as never) : t(errors[key] as never)}
      </p>
    ) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(problems(values)).length) {
      toast.error(t('form.fixErrors'));
      return;
    }
    setSaving(true);
    try {
      await request(productCalls.save, {
        ...(id ? { id } : {}),
        name: values.name.trim(),
        type: values.type as (typeof PRODUCT_TYPES)[number],
        shape: values.shape as (typeof PRODUCT_SHAPES)[number],
        specification: values.specification.trim(),
        price: values.price.trim(),
        unit: values.unit as (typeof PRODUCT_UNITS)[number],
        priceUnit: values.priceUnit,
        pictureIds: values.pictures.map((f) => f.id),
        introduction: paragraphsToHtml(values.introduction),
      });
      toast.success(t('form.saved'));
      window.location.assign(localizePath(doneHref, locale));
    } catch {
      // the shared handling has shown the server's reason
    } finally {
      setSaving(false);
    }
  }

  const counter = (text: string) => (
    <span className="field__count" aria-live="polite">
      {t('form.chars', { n: graphemeCount(text.trim()) })}
    </span>
  );
  const select = (key: 'type' | 'shape' | 'unit', options: readonly string[], label: string, group: 'types' | 'shapes' | 'units') => (
    <div className={`field${errors[key] ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={`product-${key}`}>
        {label}
      </label>
      <select id={`product-${key}`} value={values[key]} onChange={(e) => set(key, e.target.value)} data-testid={`product-${key}`}>
        {key !== 'unit' && <option value="">{t('form.select')}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`${group}.${o}` as never)}
          </option>
        ))}
      </select>
      {error(key)}
    </div>
  );

  return (
    <LoadState loading={!!id && existing.isLoading && !existing.data} error={id ? existing.error : null} retry={() => existing.mutate()}>
      <form className="pr-form" onSubmit={submit} noValidate data-testid="product-form">
        <h1>{t(id ? 'form.titleEdit' : 'form.titleNew')}</h1>
        <p className="pr-note">{t('form.lead')}</p>
        <div className={`field${errors.name ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor="product-name">
            {t('fields.name')} {counter(values.name)}
          </label>
          <input id="product-name" className="field__input" value={values.name} onChange={(e) => set('name', e.target.value)} data-testid="product-name" />
          {error('name')}
        </div>
        <div className="pr-row">
          {select('type', PRODUCT_TYPES, t('fields.type'), 'types')}
          {select('shape', PRODUCT_SHAPES, t('fields.shape'), 'shapes')}
        </div>
        <div className={`field${errors.specification ? ' field--error' : ''}`}>
          <label className="field__label" htmlFor="product-specification">
            {t('fields.specification')} {counter(values.specification)}
          </label>
          <input id="product-specification" className="field__input" value={values.specification} onChange={(e) => set('specification', e.target.value)} data-testid="product-specification" />
          {error('specification')}
        </div>
        <div className="pr-row">
          <div className={`field${errors.price ? ' field--error' : ''}`}>
            <label className="field__label" htmlFor="product-price">
              {t('fields.price')}
            </label>
            <input id="product-price" className="field__input" inputMode="decimal" value={values.price} onChange={(e) => set('price', e.target.value)} data-testid="product-price" />
            {error('price')}
          </div>
          <div className="field">
            <label className="field__label" htmlFor="product-priceUnit">
              {t('fields.priceUnit')}
            </label>
            <select id="product-priceUnit" value={values.priceUnit} onChange={(e) => set('priceUnit', e.target.value as PriceUnit)} data-testid="product-priceUnit">
              {PRICE_UNITS.map((u) => (
                <option key={u} value={u}>
                  {t(`priceUnits.${u}`)}
                </option>
              ))}
            </select>
          </div>
          {select('unit', PRODUCT_UNITS, t('fields.unit'), 'units')}
        </div>
        <div className={`field${errors.pictures ? ' field--error' : ''}`}>
          <span className="field__label">{t('fields.pictures')}</span>
          <FileField kind="image" max={5} value={values.pictures} onChange={(files) => set('pictures', files)} onBusyChange={setUploading} testId="product-pictures" />
          {error('pictures')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="product-introduction">
            {t('fields.introduction')}
          </label>
          <textarea id="product-introduction" value={values.introduction} onChange={(e) => set('introduction', e.target.value)} maxLength={10000} data-testid="product-introduction" />
          <p className="field__hint">{t('form.introductionHint')}</p>
        </div>
        <p className="pr-actions">
          <button type="submit" className="button button--primary" disabled={saving || uploading} data-testid="product-save">
            {saving ? t('form.saving') : t('form.save')}
          </button>
          <a className="button" href={localizePath(doneHref, locale)}>
            {t('form.cancel')}
          </a>
        </p>
      </form>
    </LoadState>
  );
}
