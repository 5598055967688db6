'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { cloudCalls } from '@/lib/api/calls/cloud';
import { useCall, useCallMutation } from '@/lib/api/use-call';
import { choiceToQuery, type Choice } from '@/lib/cloud/choice';
import type { Estimate, LabCard, LabOffering } from '@/lib/cloud/contract';
import { formatDay } from '@/lib/cloud/format';
import { listHref } from '@/lib/list-query';
import { useMoney } from '@/components/commerce/money';
import { useYearList } from '@/components/ui/year-list';
import type { ItemParam, ParamValues } from '@/lib/cloud/types';

type Line = { samples: number; params: ParamValues };

const defaults = (params: ItemParam[]): ParamValues => Object.fromEntries(params.filter((p) => p.default !== undefined).map((p) => [p.key, p.default!]));

/**
 * /cloud/testResources (issue 15 item 3): choose a laboratory, its items, quantities and parameters,
 * and get the price and the delivery date in Chinese working days from the server (the same function
 * prices the order). The choice lives in the address and goes on to /cloud/requirementFill.
 */
export function EstimateForm({ labs, initial }: { labs: LabCard[]; initial: Choice }) {
  const t = useTranslations('Cloud');
  const [labId, setLabId] = useState<number | null>(initial.labId && labs.some((l) => l.id === initial.labId) ? initial.labId : null);
  const [lines, setLines] = useState<Map<number, Line>>(() => new Map(initial.items.map((i) => [i.itemId, { samples: i.samples, params: i.params }])));
  const { data: lab, isLoading } = useCall(cloudCalls.labDetail, labId ? { id: labId } : null);
  const { trigger, data: result, isMutating, reset } = useCallMutation(cloudCalls.estimate);

  const choice: Choice = { labId, items: [...lines].map(([itemId, l]) => ({ itemId, ...l })) };
  const change = (next: Map<number, Line>) => {
    setLines(next);
    reset();
  };
  const toggle = (o: LabOffering, on: boolean) => {
    const next = new Map(lines);
    if (on) next.set(o.itemId, { samples: 1, params: defaults(o.params) });
    else next.delete(o.itemId);
    change(next);
  };
  const update = (itemId: number, patch: Partial<Line>) => {
    const next = new Map(lines);
    next.set(itemId, { ...next.get(itemId)!, ...patch });
    change(next);
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!labId || !lines.size) return;
    window.history.replaceState(null, '', listHref(window.location.pathname, choiceToQuery(choice)));
    await trigger({ labId, items: choice.items }).catch(() => undefined);
  };

  return (
    <form className="cl-estimate" onSubmit={submit} data-testid="estimate-form">
      <fieldset>
        <legend>{t('estimate.lab')}</legend>
        <select
          aria-label={t('estimate.lab')}
          value={labId ?? ''}
          onChange={(e) => {
            setLabId(e.target.value ? Number(e.target.value) : null);
            change(new Map());
          }}
          data-testid="estimate-lab"
        >
          <option value="">{t('estimate.chooseLab')}</option>
          {labs.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
              {l.cma ? ' · CMA' : ''}
              {l.cnas ? ' · CNAS' : ''}
            </option>
          ))}
        </select>
      </fieldset>
      {labId && (
        <fieldset data-testid="estimate-items">
          <legend>{t('estimate.items')}</legend>
          {isLoading && !lab ? <p className="cl-note">{t('estimate.loading')}</p> : null}
          {lab?.offerings.map((o) => {
            const line = lines.get(o.itemId);
            return (
              <div key={o.itemId} className="cl-line" data-testid="estimate-line" data-code={o.code}>
                <label>
                  <input type="checkbox" checked={!!line} onChange={(e) => toggle(o, e.target.checked)} data-testid="estimate-check" />
                  <strong>{o.name}</strong>
                </label>
                <OfferPrice o={o} />
                {line && (
                  <>
                    <label>
                      {t(`estimate.quantity.${o.unit}`)}
                      <input type="number" min={1} max={1000} step={1} value={line.samples} onChange={(e) => update(o.itemId, { samples: Math.max(1, Math.floor(Number(e.target.value) || 1)) })} data-testid="estimate-samples" />
                    </label>
                    {o.params.map((p) => (
                      <ParamInput key={p.key} param={p} value={line.params[p.key]} onChange={(v) => update(o.itemId, { params: { ...line.params, [p.key]: v } })} />
                    ))}
                  </>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
      <div>
        <button className="button" type="submit" disabled={!labId || !lines.size || isMutating} data-testid="estimate-submit">
          {isMutating ? t('estimate.working') : t('estimate.submit')}
        </button>
        {!lines.size && <span className="cl-note"> {t('estimate.pickItems')}</span>}
      </div>
      {result && <EstimateResult e={result} choice={choice} />}
    </form>
  );
}

function OfferPrice({ o }: { o: LabOffering }) {
  const t = useTranslations('Cloud');
  const money = useMoney();
  return (
    <span className="cl-note">
      {money(o.priceFen)}
      {t(`perUnit.${o.unit}`)} · {t('workingDays', { count: o.cycleDays })}
    </span>
  );
}

function ParamInput({ param, value, onChange }: { param: ItemParam; value: string | number | undefined; onChange: (v: string | number) => void }) {
  const t = useTranslations('Cloud');
  const label = t(`params.${param.key}` as 'params.temperature');
  if (param.type === 'choice')
    return (
      <label>
        {label}
        <select value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} data-testid={`param-${param.key}`}>
          {(param.options ?? []).map((o) => (
            <option key={o} value={o}>
              {t(`options.${param.key}.${o}` as 'options.notch.V')}
            </option>
          ))}
        </select>
      </label>
    );
  return (
    <label>
      {label}
      <input type="number" min={param.min} max={param.max} step="any" value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))} data-testid={`param-${param.key}`} />
      {param.unit}
    </label>
  );
}

function EstimateResult({ e, choice }: { e: Estimate; choice: Choice }) {
  const t = useTranslations('Cloud');
  const locale = useLocale();
  const yearList = useYearList();
  const money = useMoney();
  return (
    <section className="cl-card cl-result" aria-live="polite" data-testid="estimate-result">
      <h2 className="cl-title">{t('estimate.resultTitle', { lab: e.labName })}</h2>
      <table className="cl-table">
        <thead>
          <tr>
            <th>{t('lab.item')}</th>
            <th className="num">{t('lab.price')}</th>
            <th className="num">{t('estimate.quantityHead')}</th>
            <th className="num">{t('lab.cycle')}</th>
            <th className="num">{t('estimate.subtotal')}</th>
          </tr>
        </thead>
        <tbody>
          {e.lines.map((l) => (
            <tr key={l.itemId}>
              <td>{l.name}</td>
              <td className="num">{money(l.priceFen)}</td>
              <td className="num">
                {l.samples} {t(`units.${l.unit}`)}
              </td>
              <td className="num">{t('workingDays', { count: l.cycleDays })}</td>
              <td className="num">{money(l.subtotalFen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="cl-result__total">
        {t('estimate.total')} <strong className="cl-price" data-testid="estimate-total">{money(e.totalFen)}</strong>
      </p>
      <p data-testid="estimate-delivery">
        {t('estimate.delivery', { days: e.cycleDays, start: formatDay(e.startDate, locale), date: formatDay(e.deliveryDate, locale) })}
      </p>
      <p className="cl-note" data-testid="estimate-calendar">
        {t('estimate.rule')} {t('calendarNote', { version: e.calendar.version, lastYear: e.calendar.lastYear })}
      </p>
      {e.unpublishedYears.length > 0 && (
        <p className="cl-note" role="note" data-testid="estimate-unpublished">
          {t('estimate.notPublished', { years: yearList(e.unpublishedYears) })}
        </p>
      )}
      <NavLink className="button" href={listHref('/cloud/requirementFill', choiceToQuery(choice))} data-testid="estimate-order">
        {t('estimate.order')}
      </NavLink>
    </section>
  );
}
