'use client';
import { Alert, Button, Checkbox, Descriptions, InputNumber, Radio, Result, Select, Space, Spin } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/button.css';
import '@/styles/antd/checkbox.css';
import '@/styles/antd/descriptions.css';
import '@/styles/antd/input-number.css';
import '@/styles/antd/radio.css';
import '@/styles/antd/result.css';
import '@/styles/antd/select.css';
import '@/styles/antd/space.css';
import '@/styles/antd/spin.css';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { newIdempotencyKey } from '@/components/commerce/idempotency-key';
import { useMoney } from '@/components/commerce/money';
import { libraryCalls } from '@/lib/api/calls/library';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { useRouter } from '@/lib/i18n/navigation';
import type { LibraryItemDetail } from '@/lib/library/contract';
import { itemHref, LIBRARY_LIST, payHref } from '@/lib/library/paths';
import { useSession } from '@/lib/session/use-session';

/** `items=3,5&qty=2` of the address: item ids (at most 20) and the first item's quantity (books). */
function readItems(params: URLSearchParams): { ids: number[]; qty: number } {
  const ids = [...new Set((params.get('items') ?? '').split(',').filter((s) => /^\d{1,9}$/.test(s)).map(Number))].slice(0, 20);
  const q = Number(params.get('qty'));
  return { ids, qty: Number.isInteger(q) && q >= 1 && q <= 99 ? q : 1 };
}

/** Loads one item of the order (the same call as the detail page). */
function useItem(id: number) {
  return useCall(libraryCalls.getTechnology, { id });
}

function ItemLoader({ id, onItem }: { id: number; onItem: (id: number, item: LibraryItemDetail | null) => void }) {
  const { data, error } = useItem(id);
  useEffect(() => {
    if (data) onItem(id, data);
    else if (error) onItem(id, null);
  }, [data, error, id, onItem]);
  return null;
}

/**
 * /librany/libranyOrder (issue 14, screens): the items with price and quantity, the consignee and
 * address from the address book for printed books, the invoice title and the payment method. The
 * server prices everything (library/saveLibraryOrder through the order core); the page then moves
 * on to /librany/libranyPay. One Idempotency-Key per order intention, resent on retry.
 */
export function LibraryOrderForm() {
  const t = useTranslations('Library');
  const tp = useTranslations('Payments');
  const money = useMoney();
  const router = useRouter();
  const params = useSearchParams();
  const { ids, qty } = useMemo(() => readItems(new URLSearchParams(params.toString())), [params]);
  const session = useSession();
  const [items, setItems] = useState<Record<number, LibraryItemDetail | null>>({});
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [pickedAddress, setAddressId] = useState<number | undefined>();
  const [invoiceTitleId, setInvoiceTitleId] = useState<number | undefined>();
  const [channel, setChannel] = useState<'wechat' | 'alipay'>('wechat');
  const [forCompany, setForCompany] = useState(false);
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);
  const addresses = useCall(libraryCalls.listAddress, {});
  const titles = useCall(libraryCalls.getInvoice, {});
  const onItem = useMemo(() => (id: number, item: LibraryItemDetail | null) => setItems((prev) => (prev[id] === item ? prev : { ...prev, [id]: item })), []);

  // The default address (else the first) until the buyer picks one.
  const addressId = pickedAddress ?? (addresses.data?.find((a) => a.isDefault) ?? addresses.data?.[0])?.id;

  const loaded = ids.every((id) => id in items);
  const found = ids.map((id) => items[id]).filter((x): x is LibraryItemDetail => !!x);
  const buyable = found.filter((i) => i.expense === 'paid' && !(i.kind === 'document' && i.viewer?.canDownload));
  const skipped = found.filter((i) => !buyable.includes(i));
  const shipped = buyable.some((i) => i.kind === 'book');
  const qtyOf = (i: LibraryItemDetail) => (i.kind === 'book' ? (quantities[i.id] ?? (i.id === ids[0] ? qty : 1)) : 1);
  const total = buyable.reduce((n, i) => n + i.priceFen * qtyOf(i), 0);

  async function submit() {
    if (shipped && !addressId) return;
    key.current ??= newIdempotencyKey();
    setBusy(true);
    try {
      const order = await request(libraryCalls.saveLibraryOrder, { items: buyable.map((i) => ({ id: i.id, quantity: qtyOf(i) })), addressId: shipped ? addressId : undefined, invoiceTitleId, forCompany, channel }, { idempotencyKey: key.current });
      router.push(payHref(order.orderNo));
    } catch {
      // The client has shown the server's reason; the same key is resent on retry.
    } finally {
      setBusy(false);
    }
  }

  if (!ids.length) return <Result status="info" title={t('order.empty')} extra={<NavLink href={LIBRARY_LIST}>{t('detail.back')}</NavLink>} data-testid="order-empty" />;

  return (
    <section className="page lib-order" data-testid="library-order">
      {ids.map((id) => (
        <ItemLoader key={id} id={id} onItem={onItem} />
      ))}
      <h1 className="section-title">{t('order.title')}</h1>
      {!loaded ? (
        <Spin />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {skipped.length > 0 && <Alert type="info" showIcon title={t('order.notForSale', { titles: skipped.map((i) => i.title).join('、') })} />}
          {buyable.length === 0 ? (
            <Result status="info" title={t('order.empty')} extra={<NavLink href={LIBRARY_LIST}>{t('detail.back')}</NavLink>} />
          ) : (
            <>
              <Descriptions bordered column={1} size="small" title={t('order.items')} data-testid="order-items">
                {buyable.map((i) => (
                  <Descriptions.Item key={i.id} label={<NavLink href={itemHref(i)}>{i.title}</NavLink>}>
                    <Space wrap>
                      <span>{money(i.priceFen)}</span>
                      {i.kind === 'book' ? (
                        <InputNumber aria-label={t('order.quantity')} min={1} max={Math.max(1, Math.min(99, i.stock ?? 99))} value={qtyOf(i)} onChange={(v) => setQuantities((q) => ({ ...q, [i.id]: Number(v) || 1 }))} data-testid="order-quantity" />
                      ) : (
                        <span>× 1</span>
                      )}
                      {i.demo && <span className="tag tag--orange">{t('demo')}</span>}
                    </Space>
                  </Descriptions.Item>
                ))}
                <Descriptions.Item label={t('order.total')}>
                  <strong className="lib-price" data-testid="order-total">
                    {money(total)}
                  </strong>
                </Descriptions.Item>
              </Descriptions>

              {shipped && (
                <div data-testid="order-address">
                  <h2 className="lib-section">{t('order.consignee')}</h2>
                  <p className="lib-note">{t('order.addressHint')}</p>
                  {addresses.data && addresses.data.length === 0 && <Alert type="warning" showIcon title={t('order.noAddress')} />}
                  <Radio.Group value={addressId} onChange={(e) => setAddressId(e.target.value as number)} style={{ display: 'grid', gap: 8 }}>
                    {(addresses.data ?? []).map((a) => (
                      <Radio key={a.id} value={a.id} data-testid="order-address-option">
                        {a.consignee} {a.mobile} · {[a.province, a.city, a.county, a.detail].filter(Boolean).join(' ')}
                      </Radio>
                    ))}
                  </Radio.Group>
                  <p>
                    <NavLink href="/my/deliveryAddress">{t('order.manageAddresses')}</NavLink>
                  </p>
                </div>
              )}

              <div>
                <h2 className="lib-section">{t('order.invoice')}</h2>
                <Select<number | undefined>
                  style={{ minWidth: 320 }}
                  value={invoiceTitleId}
                  onChange={(v) => setInvoiceTitleId(v)}
                  allowClear
                  placeholder={t('order.noInvoice')}
                  aria-label={t('order.invoice')}
                  data-testid="order-invoice"
                  options={(titles.data ?? []).map((x) => ({ value: x.id, label: `${x.title}${x.taxNumber ? ` · ${x.taxNumber}` : ''}` }))}
                />
                <p className="lib-note">
                  {t('order.invoiceHint')} · <NavLink href="/my/bill">{t('order.manageInvoices')}</NavLink>
                </p>
              </div>

              <div>
                <h2 className="lib-section">{t('order.channel')}</h2>
                <Radio.Group
                  optionType="button"
                  buttonStyle="solid"
                  value={channel}
                  onChange={(e) => setChannel(e.target.value as 'wechat' | 'alipay')}
                  options={(['wechat', 'alipay'] as const).map((value) => ({ value, label: tp(`channels.${value}`) }))}
                />
                {(session.userType === 'company_admin' || session.userType === 'employee') && (
                  <p>
                    <Checkbox checked={forCompany} onChange={(e) => setForCompany(e.target.checked)} data-testid="order-for-company">
                      {t('order.forCompany')}
                    </Checkbox>
                  </p>
                )}
              </div>

              {shipped && !addressId && <Alert type="warning" showIcon title={t('order.addressRequired')} />}
              <Button type="primary" size="large" loading={busy} disabled={shipped && !addressId} onClick={() => void submit()} data-testid="order-submit">
                {busy ? t('order.submitting') : t('order.submit')}
              </Button>
            </>
          )}
        </Space>
      )}
    </section>
  );
}
