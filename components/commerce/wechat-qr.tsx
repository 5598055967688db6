'use client';
import { Button } from 'antd';
import '@/styles/antd/button.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { payCalls } from '@/lib/api/calls/payments';
import { callHref } from '@/lib/api/client';

/**
 * The WeChat Pay native QR of a waiting order: the PNG that pay/wxpay/native/order renders from the
 * provider's code_url (the session cookie authenticates the image). A failed load offers a reload.
 */
export function WechatQr({ orderNo }: { orderNo: string }) {
  const t = useTranslations('PaymentScreens');
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  return (
    <div className="pay-qr">
      {failed ? (
        <div className="pay-qr__failed" role="alert" data-testid="pay-qr-failed">
          <p>{t('dialog.qrError')}</p>
          <Button
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('dialog.reloadQr')}
          </Button>
        </div>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- a per-order PNG answered by the API, not a static asset
        <img key={attempt} src={callHref(payCalls.wxpayNativeOrder, { orderNo })} alt={t('dialog.qrAlt', { orderNo })} width={240} height={240} onError={() => setFailed(true)} data-testid="pay-qr" />
      )}
      <p className="pay-qr__hint">{t('dialog.wechatHint')}</p>
    </div>
  );
}
