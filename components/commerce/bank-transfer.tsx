'use client';
import { Alert, Descriptions, Tag } from 'antd';
import '@/styles/antd/alert.css';
import '@/styles/antd/descriptions.css';
import '@/styles/antd/tag.css';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { paymentCalls } from '@/lib/api/calls/payments';
import { request } from '@/lib/api/client';
import type { BankTransferDetails } from '@/lib/payments/contract';
import { groupDigits } from '@/lib/payments/transfer';
import { useMoney } from './money';
import { useOrderDate } from './use-money';

/**
 * Bank transfer in the payment dialog (docs/PAYMENTS.md, "Bank transfer"): choosing it tells the
 * server (payment/chooseBankTransfer: the order's channel becomes bank transfer and the order is held
 * for the transfer), which answers the receiving account and the reference to quote. The order moves
 * to paid only when customer service confirms the transfer; the dialog's status poll notices it.
 */
export function BankTransfer({ orderNo }: { orderNo: string }) {
  const t = useTranslations('PaymentScreens.bank');
  const money = useMoney();
  const date = useOrderDate();
  const [details, setDetails] = useState<BankTransferDetails | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    request(paymentCalls.chooseBankTransfer, { orderNo })
      .then((d) => {
        if (live) setDetails(d);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [orderNo]);
  if (failed) return null; // the client has shown the server's reason
  if (!details) return <p role="status">{t('loading')}</p>;
  const account = details.account;
  return (
    <div className="pay-bank" data-testid="pay-bank">
      {!account ? (
        <Alert type="warning" showIcon title={t('none')} />
      ) : (
        <>
          {account.demo && <Alert type="warning" showIcon title={t('demo')} data-testid="pay-bank-demo" />}
          <Descriptions column={1} size="small" bordered title={t('title')}>
            <Descriptions.Item label={t('accountName')}>
              <span data-testid="pay-bank-account-name">{account.accountName}</span> {account.demo && <Tag color="orange">{t('demoTag')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('bankName')}>{account.bankName}</Descriptions.Item>
            <Descriptions.Item label={t('accountNo')}>
              <span className="pay-bank__mono" data-testid="pay-bank-account-no">
                {account.accountNo}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('amount')}>
              <strong>{money(details.amountFen)}</strong>
            </Descriptions.Item>
            <Descriptions.Item label={t('code')}>
              <strong className="pay-bank__mono" data-testid="pay-bank-code">
                {groupDigits(details.transferCode)}
              </strong>
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
      <p className="pay-bank__how">{t('howItWorks')}</p>
      <p className="pay-bank__held" data-testid="pay-bank-held">
        {t('holdUntil', { time: date(details.expiresAt) })}
      </p>
    </div>
  );
}
