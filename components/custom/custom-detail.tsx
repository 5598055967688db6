'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { PayDialog } from '@/components/commerce/lazy-dialogs';
import { useMoney } from '@/components/commerce/money';
import type { PayableOrder } from '@/components/commerce/pay-dialog';
import { NavLink } from '@/components/layout/nav-link';
import { LoadFailed } from '@/components/ui/plain/load-failed';
import { toast } from '@/components/ui/plain/toast';
import { useMessageOf } from '@/components/ui/use-field-label';
import { useDateTime } from '@/components/ui/use-date-time';
import { customCalls } from '@/lib/api/calls/custom';
import { paymentCalls } from '@/lib/api/calls/payments';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { CustomDetail as Detail } from '@/lib/custom/contract';
import { lineText } from '@/lib/custom/dimensions';
import { CUSTOM_FLOW, type CustomAction } from '@/lib/custom/stages';
import './custom.css';

const NEEDS_REASON: readonly CustomAction[] = ['reviewFail', 'cancel', 'cancelContract'];
const LEVELS = ['quality', 'delivery', 'service'] as const;

/**
 * /custom/customDetail?orderNo=: one customisation order for its customer, supplier or customer service: the stages,
 * the facts and lines, the contract, the timeline of every step, and the steps the caller may take now
 * (material/custom/get answers `actions`; material/custom/action, pay and evaluate do them).
 */
export function CustomDetail({ orderNo }: { orderNo: string }) {
  const t = useTranslations('Custom');
  const tp = useTranslations('Products');
  const m = useMessageOf();
  const locale = useLocale();
  const money = useMoney();
  const when = useDateTime();
  const { data, error, mutate } = useCall(customCalls.get, { orderNo });
  const [note, setNote] = useState('');
  const [total, setTotal] = useState('');
  const [levels, setLevels] = useState({ quality: 5, delivery: 5, service: 5 });
  const [busy, setBusy] = useState(false);
  const [paying, setPaying] = useState<PayableOrder | null>(null);

  if (error && !data) return <LoadFailed message={t('ui.loadError', { msg: String(error.message) })} retryLabel={t('ui.retry')} onRetry={() => mutate()} />;
  if (!data) return <p role="status">{t('ui.loading')}</p>;
  const o: Detail = data;

  async function run(work: () => Promise<unknown>) {
    setBusy(true);
    try {
      await work();
      toast.success(t('ui.done'));
      setNote('');
      await mutate();
    } catch {
      // the shared handling has shown the server's reason
    } finally {
      setBusy(false);
    }
  }
  const step = (action: CustomAction) => {
    if (action === 'pay') {
      return run(async () => {
        const p = await request(customCalls.pay, { orderNo });
        setPaying(await request(paymentCalls.getOrder, { orderNo: p.paymentOrderNo }));
      });
    }
    if (NEEDS_REASON.includes(action) && !note.trim()) return toast.error(t('reasonRequired'));
    return run(() => request(customCalls.action, { orderNo, action: action as never, note, ...(action === 'draftContract' ? { total } : {}) }));
  };
  const stageIndex = o.stage ? CUSTOM_FLOW.indexOf(o.stage) : -1;

  return (
    <div data-testid="custom-detail">
      <p>
        <NavLink href="/custom/customList">← {t('ui.back')}</NavLink>
      </p>
      <h1>{t('ui.detailTitle', { orderNo: o.orderNo })}</h1>
      <ol className="cu-stages" data-testid="custom-stages">
        {o.stage === 'cancelled' ? (
          <li className="is-current">{t('stages.cancelled')}</li>
        ) : (
          CUSTOM_FLOW.map((s, i) => (
            <li key={s} className={i < stageIndex ? 'is-done' : i === stageIndex ? 'is-current' : ''}>
              {t(`stages.${s}`)}
            </li>
          ))
        )}
      </ol>
      <p data-testid="custom-stage" data-stage={o.stage ?? 'draft'}>
        {t('ui.stage')}: <strong>{t(`stages.${o.stage ?? 'draft'}`)}</strong> · {t('ui.yourSide', { party: t(`parties.${o.party}`) })}
        {o.stage === 'executing' ? ` · ${t('ui.executing', { done: o.done })}` : ''}
        {o.overdue.map((f) => (
          <span key={f} className="tag tag--red">
            {t(`ui.overdue.${f}`)}
          </span>
        ))}
      </p>
      {o.stage && (
        <p>
          <NavLink href={`/custom/customDetectionDetail?orderNo=${o.orderNo}`} data-testid="custom-detections-link">
            {t('ui.detection.link')}
          </NavLink>
        </p>
      )}
      <dl className="cu-facts">
        <dt>{t('ui.project')}</dt>
        <dd>{o.projectName}</dd>
        <dt>{t('ui.product')}</dt>
        <dd>
          <NavLink href={`/cloud/recommendedProductDetails?id=${o.productId}`}>{o.productName}</NavLink> · {tp(`shapes.${o.shape}`)}
        </dd>
        <dt>{t('ui.materialType')}</dt>
        <dd>{tp(`types.${o.materialType}`)}</dd>
        <dt>{t('ui.customer')}</dt>
        <dd>{o.customerName}</dd>
        <dt>{t('ui.supplier')}</dt>
        <dd>{o.supplierName ?? '—'}</dd>
        <dt>{t('ui.fields.deliveryDate')}</dt>
        <dd>{o.deliveryDate}</dd>
        {o.costLimitFen !== null && (
          <>
            <dt>{t('ui.fields.costLimit')}</dt>
            <dd>{money(o.costLimitFen)}</dd>
          </>
        )}
        {Object.entries(o.fields)
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt>{t(`ui.fields.${k}` as never)}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        <dt>{t('ui.total')}</dt>
        <dd data-testid="custom-total">{o.totalFen === null ? '—' : money(o.totalFen)}</dd>
        {o.contactDue && (
          <>
            <dt>{t('ui.contactDue')}</dt>
            <dd data-testid="custom-contact-due">{when(o.contactDue)}</dd>
            <dt>{t('ui.quoteDue')}</dt>
            <dd data-testid="custom-quote-due">{o.quoteDue ? when(o.quoteDue) : '—'}</dd>
          </>
        )}
      </dl>
      <h2>{t('ui.lines')}</h2>
      <ol data-testid="custom-lines-view">
        {o.lines.map((l, i) => (
          <li key={i}>{lineText(l, m, locale)}</li>
        ))}
      </ol>
      {o.contract && (
        <p>
          <a href={o.contract.url} data-testid="custom-contract">
            {t('ui.contract')}
          </a>{' '}
          · {o.customerSignedAt ? t('ui.signedCustomer') : t('ui.notSigned')} · {o.supplierSignedAt ? t('ui.signedSupplier') : t('ui.notSigned')}
        </p>
      )}
      {o.actions.length > 0 && (
        <div className="cu-panel" data-testid="custom-actions">
          <div className="cu-act">
            {o.actions.includes('draftContract') && (
              <label>
                {t('ui.totalInput')} <input inputMode="decimal" value={total} onChange={(e) => setTotal(e.target.value)} data-testid="custom-total-input" />
              </label>
            )}
            {o.actions.some((a) => a !== 'evaluate' && a !== 'pay') && (
              <label>
                {t('ui.note')} <input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} data-testid="custom-note" />
              </label>
            )}
          </div>
          {o.actions.includes('evaluate') && (
            <div className="cu-act">
              {LEVELS.map((k) => (
                <label key={k}>
                  {t(`ui.levels.${k}`)}{' '}
                  <select value={levels[k]} onChange={(e) => setLevels({ ...levels, [k]: Number(e.target.value) })} data-testid={`custom-level-${k}`}>
                    {[5, 4, 3, 2, 1].map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>
          )}
          <div className="cu-act">
            {o.actions.map((a) =>
              a === 'evaluate' ? (
                <button key={a} type="button" className="button button--primary" disabled={busy} onClick={() => run(() => request(customCalls.evaluate, { orderNo, ...levels, comment: note }))} data-testid="custom-action-evaluate">
                  {t('ui.evaluate')}
                </button>
              ) : (
                <button key={a} type="button" className={`button${NEEDS_REASON.includes(a) ? ' button--danger' : ' button--primary'}`} disabled={busy} onClick={() => void step(a)} data-testid={`custom-action-${a}`}>
                  {a === 'pay' ? t('ui.pay') : t(`actions.${a}`)}
                </button>
              ),
            )}
          </div>
        </div>
      )}
      {o.evaluation && (
        <p data-testid="custom-evaluation">
          {t('ui.evaluation')}: {LEVELS.map((k) => `${t(`ui.levels.${k}`)} ${o.evaluation![k]}/5`).join(' · ')} {o.evaluation.comment}
        </p>
      )}
      <h2>{t('ui.timeline')}</h2>
      <ol className="cu-timeline" data-testid="custom-timeline">
        {o.events.map((e, i) => (
          <li key={i} data-action={e.action}>
            <strong>{t(`actions.${e.action}`)}</strong> · {t(`parties.${e.party}`)} {e.actorName} · {when(e.at)}
            {e.amountFen !== null ? ` · ${money(e.amountFen)}` : ''}
            {e.note ? ` · ${e.note}` : ''}
          </li>
        ))}
      </ol>
      <PayDialog
        order={paying}
        onClose={() => {
          setPaying(null);
          void mutate();
        }}
        onPaid={() => {
          setPaying(null);
          void mutate();
        }}
      />
    </div>
  );
}
