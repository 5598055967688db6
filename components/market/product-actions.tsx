'use client';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '@/components/commerce/idempotency-key';
import type { PayableOrder } from '@/components/commerce/pay-dialog';
import { NavLink } from '@/components/layout/nav-link';
import { marketCalls } from '@/lib/api/calls/market';
import { paymentCalls } from '@/lib/api/calls/payments';
import { request } from '@/lib/api/client';
import { localizePath } from '@/lib/i18n/locale-path';
import { useRouter } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { formatBytes } from '@/lib/library/format';
import type { DataFormat, GeneratedFileView, ProductAccess, ProductDetail } from '@/lib/market/contract';

const MarketPay = dynamic(() => import('./pay-island'));

/** How often a file still being generated (by another tab or member) is asked again. */
const POLL_MS = 1000;

/**
 * What a reader can do with a product, decided by the server (zhj/product/get's `access`): sign in;
 * buy through the shared payment dialog (loaded when the order exists) or pay a waiting order; once
 * entitled, generate each format (tui/fileGener), download it and check its SHA-256 (tui/fileCheck).
 */
export function ProductActions({ product, access, here }: { product: Pick<ProductDetail, 'id' | 'expense' | 'formats' | 'catalogueItemId' | 'seller'>; access: ProductAccess | null; here: string }) {
  const t = useTranslations('Market.detail');
  const tm = useTranslations('Market');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [files, setFiles] = useState<GeneratedFileView[]>(access?.files ?? []);
  const [busy, setBusy] = useState<string | null>(null);
  const [order, setOrder] = useState<PayableOrder | null>(null);
  const [checked, setChecked] = useState<Record<number, string>>({});
  // Paid in the dialog: the page shows the generate buttons at once (the server decides again on every call) and refreshes.
  const [paid, setPaid] = useState(false);
  const key = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  if (!product.formats.length) return null;
  if (!access) {
    return (
      <NavLink className="button button--primary" href={`/login?redirect=${encodeURIComponent(localizePath(here, locale))}`} data-testid="product-sign-in">
        {t('signIn')}
      </NavLink>
    );
  }

  const put = (file: GeneratedFileView) => setFiles((list) => [...list.filter((f) => f.id !== file.id), file].sort((a, b) => a.format.localeCompare(b.format)));

  function poll(id: number) {
    timer.current = setTimeout(async () => {
      try {
        const file = await request(marketCalls.fileCheck, { id });
        put(file);
        if (file.state !== 'ready') poll(id);
      } catch {
        // The API client has shown the reason.
      }
    }, POLL_MS);
  }

  async function generate(format: DataFormat) {
    setBusy(format);
    try {
      const file = await request(marketCalls.fileGener, { productId: product.id, format });
      put(file);
      if (file.state !== 'ready') poll(file.id);
    } catch {
      // The API client has shown the reason.
    } finally {
      setBusy(null);
    }
  }

  async function check(id: number) {
    try {
      const file = await request(marketCalls.fileCheck, { id });
      put(file);
      setChecked((c) => ({ ...c, [id]: t('checked', { state: tm(`states.${file.state}`), size: formatBytes(file.size ?? 0), sha256: file.sha256 ?? '' }) }));
    } catch {
      // The API client has shown the reason.
    }
  }

  async function buy() {
    if (!product.catalogueItemId) return;
    setBusy('buy');
    key.current ??= newIdempotencyKey();
    try {
      setOrder(await request(paymentCalls.saveDataProductOrder, { itemId: product.catalogueItemId }, { idempotencyKey: key.current }));
    } catch {
      // The API client has shown the reason.
    } finally {
      setBusy(null);
    }
  }

  async function payPending(orderNo: string) {
    try {
      setOrder(await request(paymentCalls.getOrder, { orderNo }));
    } catch {
      // The API client has shown the reason.
    }
  }

  const payDialog = order && (
    <MarketPay
      order={order}
      onClose={() => setOrder(null)}
      onPaid={() => {
        setOrder(null);
        key.current = null;
        setPaid(true);
        router.refresh();
      }}
      onOrderAgain={() => {
        key.current = null;
        void buy();
      }}
    />
  );

  if (access.ownOffer && !access.entitled) {
    // The seller's own R&D data set: the order call refuses them (Market.ownDataSet), so no buy button; the offer is
    // managed on the record's page.
    return (
      <div className="mkt-actions" data-testid="product-own-offer">
        <p className="mkt-note">{t('ownOffer')}</p>
        {product.seller && (
          <NavLink className="button" href={`/allServer/${product.seller.researchDataId}`} data-testid="product-own-record">
            {t('ownOfferManage')}
          </NavLink>
        )}
      </div>
    );
  }

  if (!access.entitled && !paid) {
    return (
      <div className="mkt-actions" data-testid="product-buy-box">
        {access.pendingOrderNo ? (
          <button type="button" className="button button--primary" onClick={() => void payPending(access.pendingOrderNo!)} data-testid="product-pay-pending">
            {t('payPending', { orderNo: access.pendingOrderNo })}
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={() => void buy()} disabled={busy === 'buy'} data-testid="product-buy">
            {busy === 'buy' ? t('buying') : t('buy')}
          </button>
        )}
        {payDialog}
      </div>
    );
  }

  return (
    <div className="mkt-actions" data-testid="product-generate-box">
      <p className="mkt-note" data-testid="product-entitled">
        {product.expense === 'free' ? t('freeNote') : t('owned')}
      </p>
      <div className="mkt-formats">
        {product.formats.map((format) => (
          <button key={format} type="button" className="button" onClick={() => void generate(format)} disabled={busy !== null} data-testid={`generate-${format}`}>
            {busy === format ? t('generating') : t('generate', { format: tm(`formats.${format}`) })}
          </button>
        ))}
      </div>
      {files.length > 0 && (
        <div data-testid="product-files">
          <h3 className="mkt-title">{t('files')}</h3>
          <ul className="mkt-actions">
            {files.map((f) => (
              <li key={f.id} className="mkt-card" data-testid={`file-${f.format}`} data-state={f.state}>
                <div className="mkt-meta">
                  <span className="tag">{tm(`formats.${f.format}`)}</span>
                  <span>{tm(`states.${f.state}`)}</span>
                  {f.size !== null && <span>{formatBytes(f.size)}</span>}
                </div>
                {f.sha256 && (
                  <p className="mkt-hash" data-testid="file-sha256">
                    {f.sha256}
                  </p>
                )}
                {f.url && (
                  <div className="mkt-formats">
                    <a className="button button--primary" href={f.url} download={f.name ?? undefined} data-testid="file-download">
                      {t('download')}
                    </a>
                    <button type="button" className="button" onClick={() => void check(f.id)} data-testid="file-check">
                      {t('check')}
                    </button>
                  </div>
                )}
                {checked[f.id] && (
                  <p className="mkt-note mkt-hash" data-testid="file-checked">
                    {checked[f.id]}
                  </p>
                )}
              </li>
            ))}
          </ul>
          <p className="mkt-note">{t('checkHint')}</p>
        </div>
      )}
    </div>
  );
}
