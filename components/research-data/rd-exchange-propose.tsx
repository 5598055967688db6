'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/plain/toast';
import { rddaExchangeCalls, researchDataCalls } from '@/lib/api/calls/research-data';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { ResearchDataDetail } from '@/lib/research-data/contract';

/**
 * "Propose an exchange" beside "apply for access" on the detail page (plain elements, a public page):
 * the caller chooses one of their own saved records (loaded when the form opens) and an optional
 * message. Records only the caller can see are left out of the choice; the server decides anyway
 * (`rdda/exchange/propose`) and the toaster shows its reason.
 */
export function RdExchangePropose({ detail }: { detail: ResearchDataDetail }) {
  const t = useTranslations('ResearchData.exchange');
  const tr = useTranslations('ResearchData');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [offeredId, setOfferedId] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const mine = useCall(researchDataCalls.page, open ? { scope: 'mine', page: 1, pageSize: 100 } : null);
  const offers = (mine.data?.list ?? []).filter((r) => r.state !== 'draft' && r.visibility !== 'private');

  if (pending) return <p className="rd-application" data-testid="rd-exchange-pending">{t('pendingNote', { offered: pending })}</p>;
  if (!open)
    return (
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)} data-testid="rd-exchange-open">
        {t('propose')}
      </button>
    );
  return (
    <form
      className="rd-apply"
      data-testid="rd-exchange"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        try {
          const ex = await request(rddaExchangeCalls.propose, { id: detail.id, offeredId: Number(offeredId), message });
          toast.success(t('sent'));
          setPending(ex.offered.dataName);
          router.refresh();
        } catch {
          /* the client's toaster shows the server's reason */
        } finally {
          setBusy(false);
        }
      }}
    >
      <strong>{t('proposeTitle')}</strong>
      <p className="rd-note">{t('proposeLead')}</p>
      {mine.isLoading ? (
        <p className="rd-note">{tr('loading')}</p>
      ) : mine.error ? (
        <p className="rd-note" role="alert">{mine.error.message}</p>
      ) : offers.length === 0 ? (
        <p className="rd-note" data-testid="rd-exchange-none">{t('noOwnRecords')}</p>
      ) : (
        <label>
          {t('offer')}
          <select value={offeredId} onChange={(e) => setOfferedId(e.target.value)} required data-testid="rd-exchange-offer">
            <option value="">{t('choose')}</option>
            {offers.map((r) => (
              <option key={r.id} value={r.id}>
                {r.code} · {r.dataName}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        {t('message')}
        <textarea value={message} onChange={(e) => setMessage(e.target.value)} maxLength={500} data-testid="rd-exchange-message" />
      </label>
      <button type="submit" className="button" disabled={busy || !offeredId} data-testid="rd-exchange-submit">
        {t('send')}
      </button>
    </form>
  );
}
