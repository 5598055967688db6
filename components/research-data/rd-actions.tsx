'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { toast } from '@/components/ui/plain/toast';
import { rddaCalls, researchDataCalls } from '@/lib/api/calls/research-data';
import { request } from '@/lib/api/client';
import type { ResearchDataDetail } from '@/lib/research-data/contract';
import { useSession } from '@/lib/session/use-session';
import { RdExchangePropose } from './rd-exchange-propose';

/**
 * The viewer's actions on a record, plain elements (a public page): feedback and collect, the
 * permission application (with the caller's latest one and its answer), the data exchange proposal, and the owner's edit,
 * publish / revoke application, recycle bin. The endpoints decide; the page refreshes after each.
 */
export function RdActions({ detail }: { detail: ResearchDataDetail }) {
  const t = useTranslations('ResearchData.actions');
  const router = useRouter();
  const { signedIn } = useSession();
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const run = async (fn: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await fn();
      if (done) toast.success(done);
      router.refresh();
    } catch {
      /* the client's toaster shows the server's reason */
    } finally {
      setBusy(false);
    }
  };
  const a = detail.actions;
  const app = detail.myApplication;
  return (
    <div className="rd-actions" data-testid="rd-actions">
      {a.like && (
        <>
          <button type="button" className={`button button--ghost${detail.reactions.like ? ' is-on' : ''}`} aria-pressed={detail.reactions.like} disabled={busy} onClick={() => run(() => request(researchDataCalls.like, { id: detail.id }))} data-testid="rd-like">
            {t('like', { count: detail.counts.likes })}
          </button>
          <button type="button" className={`button button--ghost${detail.reactions.dislike ? ' is-on' : ''}`} aria-pressed={detail.reactions.dislike} disabled={busy} onClick={() => run(() => request(researchDataCalls.dislike, { id: detail.id }))} data-testid="rd-dislike">
            {t('dislike', { count: detail.counts.dislikes })}
          </button>
          <button type="button" className={`button button--ghost${detail.reactions.collect ? ' is-on' : ''}`} aria-pressed={detail.reactions.collect} disabled={busy} onClick={() => run(() => request(researchDataCalls.collect, { id: detail.id }))} data-testid="rd-collect">
            {detail.reactions.collect ? t('collected') : t('collect')}
          </button>
        </>
      )}
      {detail.isOwner && (
        <>
          {a.edit && (
            <NavLink className="button" href={`/allServer/allServerAdd?id=${detail.id}`} data-testid="rd-edit">
              {t('edit')}
            </NavLink>
          )}
          {a.publish && (
            <button type="button" className="button" disabled={busy} onClick={() => run(() => request(researchDataCalls.publish, { id: detail.id }), t('publishSent'))} data-testid="rd-publish">
              {t('publish')}
            </button>
          )}
          {a.withdraw && (
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => run(() => request(researchDataCalls.withdraw, { id: detail.id }), t('withdrawn'))} data-testid="rd-withdraw">
              {t('withdraw')}
            </button>
          )}
          {a.delete && (
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => run(() => request(researchDataCalls.recycle, { id: detail.id }), t('recycled'))} data-testid="rd-recycle">
              {t('recycle')}
            </button>
          )}
          {a.restore && (
            <button type="button" className="button" disabled={busy} onClick={() => run(() => request(researchDataCalls.restore, { id: detail.id }), t('restored'))} data-testid="rd-restore">
              {t('restore')}
            </button>
          )}
        </>
      )}
      {app && (
        <p className="rd-application" data-testid="rd-my-application">
          {t(`application.${app.effective === 'active' && app.until ? 'activeUntil' : app.effective}`, { until: app.until ?? '', reason: app.decisionReason })}
        </p>
      )}
      {!signedIn && !detail.isOwner && detail.composition === null && <p className="rd-note">{t('signInToApply')}</p>}
      {a.apply && app?.effective !== 'pending' && (
        <form
          className="rd-apply"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => request(rddaCalls.apply, { id: detail.id, reason }), t('applied'));
          }}
          data-testid="rd-apply"
        >
          <label>
            {t('applyReason')}
            <textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} required minLength={2} data-testid="rd-apply-reason" />
          </label>
          <button type="submit" className="button" disabled={busy || reason.trim().length < 2} data-testid="rd-apply-submit">
            {t('apply')}
          </button>
        </form>
      )}
      {a.apply && <RdExchangePropose detail={detail} />}
    </div>
  );
}
