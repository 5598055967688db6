'use client';
import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/commerce/money';
import { useYearList } from '@/components/ui/year-list';
import { useEffect, useState } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { loose } from '@/components/ui/zod-rule';
import { cloudOrderCalls } from '@/lib/api/calls/cloud';
import { request } from '@/lib/api/client';
import type { OrderEstimate, OrderFormOptions } from '@/lib/cloud/order-contract';
import type { ParamValues } from '@/lib/cloud/types';
import { requirementFillHref } from './prefill';

const MAX_BATCH = 500;

/**
 * The batch of /cloud/highThroughput in plain markup: a laboratory, the items with one parameter
 * grid for every sample, the number of samples and their material; the server's price per sample
 * and in total (cloudOrder/estimate) and a link to the order form with the batch filled in.
 */
export function HighThroughput({ items, labs }: { items: OrderFormOptions['items']; labs: OrderFormOptions['labs'] }) {
  const t = useTranslations('CloudOrders');
  const yearList = useYearList();
  const tc = loose(useTranslations('Cloud'));
  const money = useMoney();
  const [labId, setLabId] = useState<number | undefined>(labs[0]?.id);
  const [chosen, setChosen] = useState<Record<number, ParamValues>>({});
  const [count, setCount] = useState('24');
  const [material, setMaterial] = useState('');
  const [answer, setAnswer] = useState<{ key: string; estimate?: OrderEstimate; failed?: string } | null>(null);
  const samples = /^\d{1,3}$/.test(count) ? Math.min(Number(count), MAX_BATCH) : 0;
  const lab = labs.find((l) => l.id === labId);
  const key = JSON.stringify([labId, chosen, samples]);
  const ready = !!labId && Object.keys(chosen).length > 0 && samples >= 1;
  useEffect(() => {
    if (!ready) return;
    let live = true;
    const timer = setTimeout(() => {
      request(cloudOrderCalls.estimate, { labId: labId!, items: Object.entries(chosen).map(([id, params]) => ({ itemId: Number(id), params })), sampleCount: samples })
        .then((estimate) => live && setAnswer({ key, estimate }))
        .catch((e: Error) => live && setAnswer({ key, failed: e.message }));
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const current = ready && answer?.key === key ? answer : null;
  const estimate = current?.estimate ?? null;
  const failure = current?.failed ?? null;
  const toggle = (id: number, on: boolean) => {
    const next = { ...chosen };
    if (on) next[id] = Object.fromEntries((items.find((i) => i.id === id)?.params ?? []).filter((p) => p.default !== undefined).map((p) => [p.key, p.default!]));
    else delete next[id];
    setChosen(next);
  };
  return (
    <div className="cloud-ht" data-testid="ht-island">
      <label className="field">
        <span className="field__label">{t('ui.laboratory')}</span>
        <select value={labId ?? ''} onChange={(e) => setLabId(Number(e.target.value) || undefined)} data-testid="ht-lab">
          {labs.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
              {l.cma ? ' · CMA' : ''}
              {l.cnas ? ' · CNAS' : ''}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="cloud-items__group">
        <legend>{t('ht.grid')}</legend>
        {items.map((item) => {
          const offered = !!lab?.itemIds.includes(item.id);
          const on = Object.hasOwn(chosen, item.id);
          return (
            <div key={item.id} className="cloud-items__item">
              <label>
                <input type="checkbox" checked={on} disabled={!offered} onChange={(e) => toggle(item.id, e.target.checked)} /> {item.name}
                {item.standard ? <span className="cloud-order__std"> {item.standard}</span> : null}
                {!offered ? <span className="tag">{t('ui.labLacks')}</span> : null}
              </label>
              {on &&
                item.params.map((p) => (
                  <label key={p.key} className="cloud-items__param">
                    <span>{tc(`params.${p.key}`)}</span>
                    {p.type === 'choice' ? (
                      <select value={String(chosen[item.id][p.key] ?? '')} onChange={(e) => setChosen({ ...chosen, [item.id]: { ...chosen[item.id], [p.key]: e.target.value } })}>
                        {(p.options ?? []).map((o) => (
                          <option key={o} value={o}>
                            {tc(`options.${p.key}.${o}`)}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <input
                        className="field__input"
                        inputMode="decimal"
                        value={String(chosen[item.id][p.key] ?? '')}
                        onChange={(e) => setChosen({ ...chosen, [item.id]: { ...chosen[item.id], [p.key]: /^-?\d+(\.\d+)?$/.test(e.target.value) ? Number(e.target.value) : e.target.value } })}
                        aria-label={tc(`params.${p.key}`)}
                      />
                    )}
                    {p.unit}
                  </label>
                ))}
            </div>
          );
        })}
      </fieldset>
      <div className="cloud-form__row">
        <label className="field">
          <span className="field__label">{t('ht.samples', { max: MAX_BATCH })}</span>
          <input className="field__input" inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} data-testid="ht-count" />
        </label>
        <label className="field">
          <span className="field__label">{t('ui.material')}</span>
          <input className="field__input" value={material} maxLength={60} onChange={(e) => setMaterial(e.target.value)} placeholder="Q355B" />
        </label>
      </div>
      {samples < 1 ? <p className="field__hint">{t('numericOnly')}</p> : null}
      {failure ? <p className="cloud-verify__bad">{failure}</p> : null}
      {estimate ? (
        <p className="cloud-ht__price" data-testid="ht-estimate">
          {t('ui.estimateLine', { total: money(estimate.totalFen), perSample: money(estimate.perSampleFen), n: estimate.sampleCount, days: estimate.cycleDays, date: estimate.dueDate })}
          <br />
          {estimate.unpublishedYears.length ? (
            <>
              <small data-testid="ht-estimate-unpublished">{t('ui.holidaysNotPublished', { years: yearList(estimate.unpublishedYears) })}</small>
              <br />
            </>
          ) : null}
          <small>{t('ui.calendar', { version: estimate.calendarVersion })}</small>
        </p>
      ) : (
        <p className="field__hint">{t('ui.estimateHint')}</p>
      )}
      {estimate && labId ? (
        <NavLink className="button" href={requirementFillHref({ labId, items: chosen, samples, material, highThroughput: true })} data-testid="ht-order">
          {t('ht.order')}
        </NavLink>
      ) : null}
    </div>
  );
}
