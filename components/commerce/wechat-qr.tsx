'use client';
import { Button } from 'antd';
import '@/styles/antd/button.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { payCalls } from '@/lib/api/calls/payments';
import { callHref } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';

/**
 * The WeChat Pay native QR of a waiting order: the PNG that pay/wxpay/native/order renders from the
 * provider's code_url (the session cookie authenticates the image). A failed load offers a reload.
 * Desktop users without a phone at hand get a link to the page the code holds when a browser can open
 * it (pay/wxpay/native/link, asked once the image has loaded so the provider's order exists once);
 * a code for the WeChat app only says so and points to the other ways to pay.
 */
export function WechatQr({ orderNo }: { orderNo: string }) {
  const t = useTranslations('PaymentScreens');
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const { data: link } = useCall(payCalls.wxpayNativeLink, loaded ? { orderNo } : null);
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
        <img key={attempt} src={callHref(payCalls.wxpayNativeOrder, { orderNo })} alt={t('dialog.qrAlt', { orderNo })} width={240} height={240} onError={() => setFailed(true)} onLoad={() => setLoaded(true)} data-testid="pay-qr" />
      )}
      <p className="pay-qr__hint">{t('dialog.wechatHint')}</p>
      {link &&
        (link.url ? (
          <p className="pay-qr__desktop">
            {t('dialog.wechatDesktop')}{' '}
            <a href={link.url} target="_blank" rel="noopener noreferrer" data-testid="pay-wechat-link">
              {t('dialog.openWechatPage')}
            </a>
          </p>
        ) : (
          <p className="pay-qr__desktop" data-testid="pay-wechat-app-only">
            {t('dialog.wechatAppOnly')}
          </p>
        ))}
    </div>
  );
}
