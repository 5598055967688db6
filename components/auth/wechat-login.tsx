'use client';
import { Button, Spin } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/spin.css';
import { QRCodeSVG } from 'qrcode.react';
import { useLocale, useTranslations } from 'next-intl';
import { wechatCalls, type WxConfig } from '@/lib/auth/contract';
import { useCall } from '@/lib/api/use-call';
import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/session/rules';
import { rememberRedirect } from './login-redirect';

/** Absolute address of the authorisation page; the sandbox page lives under the active locale. */
export function wxAuthorizeHref(config: WxConfig, locale: Locale): string {
  if (/^https?:\/\//.test(config.authorizeUrl)) return config.authorizeUrl;
  const [path, query] = config.authorizeUrl.split('?');
  return `${window.location.origin}${localizePath(path, locale)}?${query}`;
}

/**
 * WeChat QR login (OAuth2 code flow): the QR code encodes the authorisation address; opening
 * it (the real qrconnect page, or the local sandbox scan page) returns to /wxSuccess.
 */
export function WechatLogin({ target, purpose = 'login' }: { target: () => string; purpose?: 'login' | 'bind' }) {
  const t = useTranslations('Auth.wechat');
  const locale = useLocale() as Locale;
  // Each mount asks for a fresh OAuth2 state (revalidateOnMount); the cached one shows meanwhile.
  const { data: config, error } = useCall(wechatCalls.getWxConfig, { purpose }, { revalidateOnMount: true });

  if (error) return <p className="auth-muted">{t('unavailable')}</p>;
  if (!config) return <Spin />;
  const href = wxAuthorizeHref(config, locale);
  return (
    <div className="auth-wechat" data-testid="wechat-login">
      <QRCodeSVG value={href} size={180} />
      <p>{t('scanHint')}</p>
      {config.sandbox && <p className="auth-muted">{t('sandboxHint')}</p>}
      <Button
        type="primary"
        onClick={() => {
          rememberRedirect(target());
          window.location.assign(href);
        }}
        data-testid="wechat-open"
      >
        {config.sandbox ? t('openSandbox') : t('openWechat')}
      </Button>
    </div>
  );
}
