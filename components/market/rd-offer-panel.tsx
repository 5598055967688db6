'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMoney } from '@/components/commerce/money';
import { NavLink } from '@/components/layout/nav-link';
import { toast } from '@/components/ui/plain/toast';
import { marketCalls } from '@/lib/api/calls/market';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { RdOfferView } from '@/lib/market/contract';
import { productHref } from '@/lib/market/paths';
import { MAX_AMOUNT_FEN, yuanOf, yuanToFen } from '@/lib/money';

/**
 * The owner's "sell in the data market" panel on an R&D record's page (issue 37 behaviour 1): the
 * offer's state (review and listing), price in yuan (0 = free) and optional descriptions; submit or
 * resubmit for review, withdraw. Plain elements (a public page); the server decides everything.
 */
export function RdOfferPanel({ recordId }: { recordId: number }) {
  const { data, mutate } = useCall(marketCalls.rdOfferGet, { researchDataId: recordId });
  if (!data) return null;
  return <OfferForm key={data.offer?.id ?? 0} view={data} onSaved={(v) => void mutate(v, { revalidate: false })} />;
}

function OfferForm({ view, onSaved }: { view: RdOfferView; onSaved: (v: RdOfferView) => void }) {
  const t = useTranslations('Market.rd');
  const tm = useTranslations('Market');
  const te = useTranslations('Errors');
  const tr = useTranslations('Reviews.states');
  const money = useMoney();
  const offer = view.offer;
  const [price, setPrice] = useState(offer ? String(yuanOf(offer.priceFen)) : '0');
  const [zh, setZh] = useState(offer?.descriptionZh ?? '');
  const [en, setEn] = useState(offer?.descriptionEn ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = offer?.review === 'submitted' || offer?.review === 'underReview';

  async function run(fn: () => Promise<RdOfferView>, done: string) {
    setBusy(true);
    try {
      onSaved(await fn());
      toast.success(done);
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const priceFen = yuanToFen(price.trim());
    if (priceFen === null) return setError(tm('badPrice'));
    if (priceFen > MAX_AMOUNT_FEN) return setError(te('amountTooLarge'));
    setError(null);
    void run(() => request(marketCalls.rdOffer, { researchDataId: view.researchDataId, priceFen, descriptionZh: zh, descriptionEn: en }), t('saved'));
  }

  return (
    <section className="rd-section mkt-offer" aria-labelledby="rd-offer" data-testid="rd-offer">
      <h2 id="rd-offer">{t('offerTitle')}</h2>
      {offer && (
        <p data-testid="rd-offer-state">
          {t('state')}: <span className="tag">{tr(offer.review)}</span> <span className={offer.listed ? 'tag tag--green' : 'tag'}>{offer.listed ? t('listed') : t('notListed')}</span>{' '}
          {t('offerPrice', { price: offer.priceFen ? money(offer.priceFen) : t('free') })}{' '}
          {offer.listed && offer.productId && <NavLink href={productHref(offer.productId)}>{t('openProduct')}</NavLink>}
        </p>
      )}
      {!view.published ? (
        <p className="mkt-note" data-testid="rd-offer-unpublished">
          {t('notPublished')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="mkt-note">{t('offerHint')}</p>
          <div className={`field${error ? ' field--error' : ''}`}>
            <label className="field__label" htmlFor="rd-offer-price">
              {t('price')}
            </label>
            <input id="rd-offer-price" className="field__input" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} data-testid="rd-offer-price" />
            {error && (
              <p className="field__error" role="alert">
                {error}
              </p>
            )}
          </div>
          <div className="field">
            <label className="field__label" htmlFor="rd-offer-zh">
              {t('descriptionZh')}
            </label>
            <textarea id="rd-offer-zh" className="field__input" lang="zh" maxLength={1000} value={zh} onChange={(e) => setZh(e.target.value)} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="rd-offer-en">
              {t('descriptionEn')}
            </label>
            <textarea id="rd-offer-en" className="field__input" lang="en" maxLength={1000} value={en} onChange={(e) => setEn(e.target.value)} />
          </div>
          <button type="submit" className="button button--primary" disabled={busy} data-testid="rd-offer-submit">
            {offer ? t('resubmit') : t('submit')}
          </button>
        </form>
      )}
      {offer && (pending || offer.listed) && (
        <button type="button" className="button" disabled={busy} data-testid="rd-offer-withdraw" onClick={() => void run(() => request(marketCalls.rdWithdraw, { researchDataId: view.researchDataId }), t('withdrawn'))}>
          {t('withdraw')}
        </button>
      )}
    </section>
  );
}
