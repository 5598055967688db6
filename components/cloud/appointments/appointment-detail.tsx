'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PayDialog } from '@/components/commerce/lazy-dialogs';
import { useMoney } from '@/components/commerce/money';
import type { PayableOrder } from '@/components/commerce/pay-dialog';
import { LoadFailed } from '@/components/ui/plain/load-failed';
import { toast } from '@/components/ui/plain/toast';
import { useDateTime } from '@/components/ui/use-date-time';
import { appointmentCalls } from '@/lib/api/calls/cloud';
import { paymentCalls } from '@/lib/api/calls/payments';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { AppointmentDetail as Detail } from '@/lib/cloud/appointment-contract';
import { fenOf } from '@/lib/money';
import { AppointmentStatusTag } from './status-tag';

type Done = () => Promise<unknown>;

/** One demand as the caller sees it (researcher, laboratory, customer service): details, its actions, its logs. */
export function AppointmentDetail({ orderNo, onChanged }: { orderNo: string; onChanged?: () => void }) {
  const t = useTranslations('CloudAppointments');
  const money = useMoney();
  const dateText = useDateTime();
  const { data: a, error, isLoading, mutate } = useCall(appointmentCalls.orderGet, { orderNo });
  if (error) return <LoadFailed message={t('ui.loadError')} retryLabel={t('ui.retry')} onRetry={() => void mutate()} />;
  if (isLoading || !a) return <p role="status" aria-busy="true">{t('ui.loading')}</p>;
  const done = async () => {
    await mutate();
    onChanged?.();
  };
  const yes = (b: boolean) => (b ? t('ui.yes') : t('ui.no'));
  return (
    <section className="appt-detail" data-testid="appointment-detail" data-status={a.status}>
      <h2>
        {t('ui.demand')} {a.orderNo} <AppointmentStatusTag status={a.status} />
      </h2>
      <dl>
        <dt>{t('ui.equipment')}</dt>
        <dd>
          {a.equipment} {a.model} · {a.labName}
        </dd>
        <dt>{t('ui.time')}</dt>
        <dd data-testid="appointment-time">
          {a.day} {a.start}–{a.end} ({t('ui.minutes', { n: a.durationMinutes })})
        </dd>
        <dt>{t('ui.sampleName')}</dt>
        <dd>
          {a.sampleName} × {a.sampleCount}
        </dd>
        <dt>{t('ui.magnetic')}</dt>
        <dd>{yes(a.magnetic)}</dd>
        <dt>{t('ui.goldSprayed')}</dt>
        <dd>{yes(a.goldSprayed)}</dd>
        <dt>{t('ui.magnification')}</dt>
        <dd>{a.magnification ?? '—'}</dd>
        <dt>{t('ui.mainContents')}</dt>
        <dd style={{ whiteSpace: 'pre-wrap' }}>{a.mainContents}</dd>
        <dt>{t('ui.contact')}</dt>
        <dd>
          {a.contactName} {a.contactPhone}
        </dd>
        <dt>{t('ui.address')}</dt>
        <dd>{a.address}</dd>
        {a.remarks && (
          <>
            <dt>{t('ui.remarks')}</dt>
            <dd>{a.remarks}</dd>
          </>
        )}
        <dt>{t('ui.estimate')}</dt>
        <dd>{money(a.estimateFen)}</dd>
        <dt>{t('ui.price')}</dt>
        <dd data-testid="appointment-price">{a.priceFen === null ? t('ui.noPriceYet') : money(a.priceFen)}</dd>
        {a.responseNote && (
          <>
            <dt>{t('ui.responseNote')}</dt>
            <dd>{a.responseNote}</dd>
          </>
        )}
        <dt>{t('ui.deadlines')}</dt>
        <dd>
          {t('ui.contactDue', { at: dateText(a.contactDueAt) })} · {t('ui.quoteDue', { at: dateText(a.quoteDueAt) })}
          {a.overdue.map((f) => (
            <span key={f} className="appt-overdue">
              {' '}
              {t(`overdue.${f}`)}
            </span>
          ))}
        </dd>
        {a.sessionLink && (
          <>
            <dt>{t('ui.session')}</dt>
            <dd>
              <a href={a.sessionLink} target="_blank" rel="noopener noreferrer" data-testid="appointment-session">
                {a.sessionLink}
              </a>
            </dd>
          </>
        )}
        {a.attachments.length > 0 && (
          <>
            <dt>{t('ui.attachments')}</dt>
            <dd>
              {a.attachments.map((f) => (
                <a key={f.id} href={f.url} style={{ marginRight: '0.75rem' }}>
                  {f.name}
                </a>
              ))}
            </dd>
          </>
        )}
        {a.evaluation && (
          <>
            <dt>{t('ui.evaluation')}</dt>
            <dd data-testid="appointment-evaluation">
              {t('ui.evaluationText', { product: a.evaluation.productQuality, service: a.evaluation.serviceQuality, cycle: a.evaluation.cycleTime, satisfaction: a.evaluation.satisfaction })} {a.evaluation.comment}
            </dd>
          </>
        )}
      </dl>
      <Actions a={a} onDone={done} />
      {a.party === 'service' && <NoteForm orderNo={a.orderNo} onDone={done} />}
      <h3>{t('ui.logs')}</h3>
      <ol className="appt-logs" data-testid="appointment-logs">
        {a.logs.map((l) => (
          <li key={l.id} data-kind={l.kind}>
            {dateText(l.createdAt)} · {t(`parties.${l.party}`)}
            {l.actor ? ` (${l.actor})` : ''} · {t(`actions.${l.kind === 'note' ? 'note' : l.action}` as never)}
            {l.kind === 'state' && l.fromStatus !== l.toStatus ? ` → ${t(`statuses.${l.toStatus}`)}` : ''}
            {l.note && l.action !== 'respond' && l.action !== 'evaluate' ? ` · ${l.note}` : ''}
            {l.note && l.action === 'respond' ? ` · ${money(Number(l.note))}` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}

function useRun(onDone: Done) {
  const t = useTranslations('CloudAppointments');
  const [busy, setBusy] = useState(false);
  async function run(fn: () => Promise<unknown>) {
    setBusy(true);
    try {
      await fn();
      toast.success(t('ui.saved'));
      await onDone();
    } catch {
      // the client shows the server's reason
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

/** The buttons the state table gives the caller's party (lib/cloud/appointment-stages.ts), nothing else. */
function Actions({ a, onDone }: { a: Detail; onDone: Done }) {
  const t = useTranslations('CloudAppointments');
  const { busy, run } = useRun(onDone);
  const [yuan, setYuan] = useState('');
  const [note, setNote] = useState('');
  const [link, setLink] = useState('');
  const [paying, setPaying] = useState<PayableOrder | null>(null);
  const status = (action: 'contact' | 'respond' | 'start' | 'pause' | 'resume' | 'complete' | 'cancel', extra: Record<string, unknown> = {}) =>
    run(() => request(appointmentCalls.status, { orderNo: a.orderNo, action, note, ...extra }));
  const has = (x: string) => (a.actions as string[]).includes(x);
  if (!a.actions.length) return null;
  async function pay() {
    try {
      const next = await request(appointmentCalls.pay, { orderNo: a.orderNo });
      setPaying(await request(paymentCalls.getOrder, { orderNo: next.payment!.orderNo }));
    } catch {
      // shown by the client
    }
  }
  return (
    <div className="appt-actions" data-testid="appointment-actions">
      {has('respond') && (
        <label>
          {t('ui.priceYuan')}
          <input inputMode="decimal" value={yuan} onChange={(e) => setYuan(e.target.value)} data-testid="respond-price" />
        </label>
      )}
      {(has('start') || has('resume')) && (
        <label>
          {t('ui.sessionLink')}
          <input type="url" placeholder="https://" value={link} onChange={(e) => setLink(e.target.value)} data-testid="session-link" />
        </label>
      )}
      {(has('respond') || has('contact') || has('cancel') || has('pause')) && (
        <label>
          {t('ui.note')}
          <input value={note} maxLength={300} onChange={(e) => setNote(e.target.value)} data-testid="action-note" />
        </label>
      )}
      {has('respond') && (
        <button type="button" className="button button--primary" disabled={busy || !/^\d{1,7}(\.\d{1,2})?$/.test(yuan)} onClick={() => void status('respond', { priceFen: fenOf(Number(yuan)) })} data-testid="action-respond">
          {t('ui.respond')}
        </button>
      )}
      {has('contact') && (
        <button type="button" className="button" disabled={busy} onClick={() => void status('contact')} data-testid="action-contact">
          {t('ui.contactDone')}
        </button>
      )}
      {(['start', 'pause', 'resume', 'complete'] as const).filter(has).map((x) => (
        <button key={x} type="button" className="button button--primary" disabled={busy} onClick={() => void status(x, x === 'start' || x === 'resume' ? (link ? { sessionLink: link } : {}) : {})} data-testid={`action-${x}`}>
          {t(`ui.${x}`)}
        </button>
      ))}
      {has('pay') && (
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void pay()} data-testid="action-pay">
          {t('ui.pay')}
        </button>
      )}
      {has('cancel') && (
        <button type="button" className="button button--danger" disabled={busy} onClick={() => window.confirm(t('ui.cancelConfirm')) && void status('cancel')} data-testid="action-cancel">
          {t('ui.cancel')}
        </button>
      )}
      {has('evaluate') && <EvaluateForm orderNo={a.orderNo} onDone={onDone} />}
      <PayDialog
        order={paying}
        onClose={() => {
          setPaying(null);
          void onDone();
        }}
        onPaid={() => {
          setPaying(null);
          void onDone();
        }}
      />
    </div>
  );
}

const LEVELS = [5, 4, 3, 2, 1];

function EvaluateForm({ orderNo, onDone }: { orderNo: string; onDone: Done }) {
  const t = useTranslations('CloudAppointments');
  const { busy, run } = useRun(onDone);
  const [v, setV] = useState({ productQuality: 5, serviceQuality: 5, cycleTime: 5, satisfaction: 5 });
  const [comment, setComment] = useState('');
  return (
    <form
      className="appt-actions"
      data-testid="evaluate-form"
      onSubmit={(e) => {
        e.preventDefault();
        void run(() => request(appointmentCalls.evaluation, { orderNo, ...v, comment }));
      }}
    >
      {(Object.keys(v) as (keyof typeof v)[]).map((k) => (
        <label key={k}>
          {t(`levels.${k}`)}
          <select value={v[k]} onChange={(e) => setV({ ...v, [k]: Number(e.target.value) })} data-testid={`evaluate-${k}`}>
            {LEVELS.map((n) => (
              <option key={n} value={n}>
                {t(`satisfaction.${n}` as never)}
              </option>
            ))}
          </select>
        </label>
      ))}
      <label>
        {t('ui.comment')}
        <input value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} data-testid="evaluate-comment" />
      </label>
      <button type="submit" className="button button--primary" disabled={busy} data-testid="action-evaluate">
        {t('ui.evaluate')}
      </button>
    </form>
  );
}

/** Customer service's note in the demand's log (seen by service and the laboratory). */
function NoteForm({ orderNo, onDone }: { orderNo: string; onDone: Done }) {
  const t = useTranslations('CloudAppointments');
  const { busy, run } = useRun(onDone);
  const [note, setNote] = useState('');
  return (
    <form
      className="appt-actions"
      onSubmit={(e) => {
        e.preventDefault();
        if (note.trim()) void run(() => request(appointmentCalls.log, { orderNo, note }).then(() => setNote('')));
      }}
    >
      <label style={{ flex: 1 }}>
        {t('ui.serviceNote')}
        <textarea rows={2} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} data-testid="service-note" />
      </label>
      <button type="submit" className="button" disabled={busy || !note.trim()} data-testid="action-note-add">
        {t('ui.addNote')}
      </button>
    </form>
  );
}
