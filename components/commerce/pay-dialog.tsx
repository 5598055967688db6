'use client';
import { Alert, Button, Descriptions, Modal, Radio, Result, Space } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/button.css';
import '@/styles/antd/descriptions.css';
import '@/styles/antd/modal.css';
import '@/styles/antd/radio.css';
import '@/styles/antd/result.css';
import '@/styles/antd/space.css';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import type { OrderLine, OrderRow } from '@/lib/payments/contract';
import { SandboxBanner } from './sandbox-banner';
import { useMoney } from '@/components/commerce/money';
import { splitCountdown, useOrderStatus } from './use-order-status';
import { WechatQr } from './wechat-qr';
import { BankTransfer } from './bank-transfer';

/** What the dialog needs of an order: a row of my orders or the answer of a save…Order call. */
export type PayableOrder = Pick<OrderRow, 'orderNo' | 'title' | 'amountFen' | 'expiresAt' | 'status' | 'channel'> & { lines?: OrderLine[] };

/** How the buyer pays: a wallet, or a bank transfer confirmed by customer service. */
type PayChoice = 'wechat' | 'alipay' | 'offline';
const PAY_CHOICES: readonly PayChoice[] = ['wechat', 'alipay', 'offline'];

export interface PayDialogProps {
  /** The order to pay; null closes the dialog. */
  order: PayableOrder | null;
  onClose: () => void;
  /** Once the server says the order is paid; by default the dialog goes to the payment success page. */
  onPaid?: (orderNo: string) => void;
  /** Places a new order of the same thing when this one expired or was cancelled (retry). */
  onOrderAgain?: () => void;
}

/** The page the dialog (and /zfbPay) moves on to by itself once an order is paid: it only reads the status. */
export const successPath = (orderNo: string) => `/subscribePay/success?orderNo=${encodeURIComponent(orderNo)}`;
export const alipayPath = (orderNo: string) => `/zfbPay?orderNo=${encodeURIComponent(orderNo)}`;

/**
 * The payment dialog every product reuses (issue 12, item 7): the order's summary, WeChat Pay (the QR
 * of pay/wxpay/native/order) or Alipay (the wallet page, in this tab through /zfbPay), a live status
 * poll every 2 s that moves on by itself when paid, the countdown to the order's expiry, and a retry
 * when it expired or was cancelled. It never decides that an order is paid: only the server's status does.
 *
 * `<PayDialog order={created} onClose={() => setCreated(null)} onOrderAgain={buyAgain} />`
 */
export function PayDialog({ order, onClose, onPaid, onOrderAgain }: PayDialogProps) {
  const t = useTranslations('PaymentScreens');
  return (
    <Modal open={order !== null} onCancel={onClose} title={t('dialog.title')} footer={null} destroyOnHidden width={520} data-testid="pay-dialog">
      {order && <PayPanel key={order.orderNo} order={order} onClose={onClose} onPaid={onPaid} onOrderAgain={onOrderAgain} />}
    </Modal>
  );
}

function PayPanel({ order, onClose, onPaid, onOrderAgain }: PayDialogProps & { order: PayableOrder }) {
  const t = useTranslations('PaymentScreens');
  const tp = useTranslations('Payments');
  // Days, then the clock: a testing order waits 14 days ("13 天 23:59:19"), a VIP order 30 minutes ("29:59").
  const countdownText = (seconds: number) => {
    const { days, clock } = splitCountdown(seconds);
    return days ? t('dialog.countdownDays', { days, clock }) : clock;
  };
  const money = useMoney();
  const router = useRouter();
  const [channel, setChannel] = useState<PayChoice>(order.channel ?? 'wechat');
  // Choosing bank transfer holds the order longer: the countdown follows the server's next answer.
  const { data, secondsLeft } = useOrderStatus(order.orderNo, order.expiresAt);
  const status = data?.status ?? order.status;
  const expired = status === 'cancelled' || (status === 'waiting' && secondsLeft === 0);
  const moved = useRef(false);

  useEffect(() => {
    if (status !== 'paid' || moved.current) return;
    moved.current = true;
    if (onPaid) onPaid(order.orderNo);
    else router.push(successPath(order.orderNo));
  }, [status, onPaid, order.orderNo, router]);

  return (
    <div data-testid="pay-panel" data-status={status}>
      <SandboxBanner />
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('dialog.orderNo')}>
          <span data-testid="pay-order-no">{order.orderNo}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('dialog.items')}>
          {order.lines?.length ? order.lines.map((l) => <div key={`${l.itemType}-${l.itemId}-${l.title}`}>{l.quantity > 1 ? `${l.title} × ${l.quantity}` : l.title}</div>) : order.title}
        </Descriptions.Item>
        <Descriptions.Item label={t('dialog.amount')}>
          <strong className="pay-amount" data-testid="pay-amount">{money(order.amountFen)}</strong>
        </Descriptions.Item>
      </Descriptions>

      {status === 'paid' ? (
        <Result status="success" title={t('dialog.paid')} data-testid="pay-paid" />
      ) : expired ? (
        <Result
          status="warning"
          title={status === 'cancelled' ? t('dialog.cancelled') : t('dialog.expired')}
          data-testid="pay-expired"
          extra={
            <Space>
              {onOrderAgain && (
                <Button type="primary" onClick={onOrderAgain} data-testid="pay-order-again">
                  {t('dialog.orderAgain')}
                </Button>
              )}
              <Button onClick={onClose}>{t('common.close')}</Button>
            </Space>
          }
        />
      ) : (
        <div className="pay-choose">
          <Radio.Group
            aria-label={t('dialog.channel')}
            optionType="button"
            buttonStyle="solid"
            value={channel}
            onChange={(e) => setChannel(e.target.value as PayChoice)}
            options={PAY_CHOICES.map((value) => ({ value, label: <span data-testid={`pay-channel-${value}`}>{tp(`channels.${value}`)}</span> }))}
          />
          {secondsLeft !== null && (
            <p className="pay-countdown" data-testid="pay-countdown">
              {t('dialog.expiresIn', { time: countdownText(secondsLeft) })}
            </p>
          )}
          {channel === 'wechat' ? (
            <WechatQr orderNo={order.orderNo} />
          ) : channel === 'offline' ? (
            <BankTransfer orderNo={order.orderNo} />
          ) : (
            <div className="pay-alipay">
              <Alert type="info" showIcon title={t('dialog.alipayHint')} />
              <Button type="primary" size="large" onClick={() => router.push(alipayPath(order.orderNo))} data-testid="pay-alipay-go">
                {t('dialog.alipayGo')}
              </Button>
            </div>
          )}
          <p className="pay-waiting" role="status" data-testid="pay-waiting">
            {t('dialog.waiting')}
          </p>
        </div>
      )}
    </div>
  );
}
