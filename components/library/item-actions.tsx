'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import type { LibraryItemDetail } from '@/lib/library/contract';
import { orderHref, payHref } from '@/lib/library/paths';
import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/i18n/locale-path';
import { useSession } from '@/lib/session/use-session';
import { downloadItem } from './download-item';

/**
 * What the reader can do with an item, decided by the server (getTechnology's `viewer`): download a
 * free item or a bought one (through a signed link), continue paying a waiting order, buy, or sign in.
 */
export function ItemActions({ item, price, here }: { item: Pick<LibraryItemDetail, 'id' | 'kind' | 'expense' | 'hasFile' | 'viewer' | 'stock'>; price: string; here: string }) {
  const t = useTranslations('Library.detail');
  const locale = useLocale() as Locale;
  const { ready, signedIn } = useSession();
  const [busy, setBusy] = useState(false);
  const viewer = item.viewer;

  async function download() {
    setBusy(true);
    try {
      await downloadItem(item.id);
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  }

  const loginHref = `/login?redirect=${encodeURIComponent(localizePath(here, locale))}`;

  if (item.kind === 'book') {
    return (
      <form action={localizePath('/librany/libranyOrder', locale)} method="get" className="lib-actions" data-testid="book-actions">
        <input type="hidden" name="items" value={item.id} />
        <div className="lib-actions__price lib-price">{price}</div>
        <label className="field">
          <span className="field__label">{t('quantity')}</span>
          <input className="field__input" type="number" name="qty" min={1} max={Math.max(1, Math.min(99, item.stock ?? 99))} defaultValue={1} />
        </label>
        <button type="submit" className="button button--primary" data-testid="book-order">
          {t('orderBook')}
        </button>
      </form>
    );
  }

  if (!item.hasFile) return <p className="lib-note">{t('noFileNote')}</p>;

  const downloadButton = (
    <button type="button" className="button button--primary" onClick={download} disabled={busy} data-testid="item-download">
      {busy ? t('downloading') : t('download')}
    </button>
  );

  if (item.expense === 'free') {
    return (
      <div className="lib-actions">
        <p className="lib-note">{t('free')}</p>
        {viewer || (ready && signedIn) ? downloadButton : <NavLink className="button" href={loginHref}>{t('signInToDownload')}</NavLink>}
      </div>
    );
  }

  return (
    <div className="lib-actions">
      <div className="lib-actions__price lib-price" data-testid="item-price">
        {price}
      </div>
      {viewer?.canDownload ? (
        <>
          <p className="lib-note" data-testid="item-owned">
            {t('owned', { orderNo: viewer.orderNo ?? '' })}
          </p>
          {downloadButton}
        </>
      ) : viewer?.pendingOrderNo ? (
        <NavLink className="button button--primary" href={payHref(viewer.pendingOrderNo)} data-testid="item-pay-pending">
          {t('payPending', { orderNo: viewer.pendingOrderNo })}
        </NavLink>
      ) : (
        <NavLink className="button button--primary" href={orderHref([item.id])} data-testid="item-buy">
          {t('buy')}
        </NavLink>
      )}
    </div>
  );
}
