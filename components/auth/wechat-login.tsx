'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { WxConfig } from '@/lib/auth/contract';
import { wechatCalls } from '@/lib/api/calls/auth';
import { useCall } from '@/lib/api/use-call';
import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/i18n/locale-path';
import { QrCode } from '@/components/ui/qr-code';
import { Spinner } from '@/components/ui/spinner';
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
  if (!config) return <Spinner />;
  const href = wxAuthorizeHref(config, locale);
  return (
    <div className="auth-wechat" data-testid="wechat-login">
      <QrCode value={href} size={180} role="img" aria-label={t('scanHint')} />
      <p>{t('scanHint')}</p>
      {config.sandbox && <p className="auth-muted">{t('sandboxHint')}</p>}
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          rememberRedirect(target());
          window.location.assign(href);
        }}
        data-testid="wechat-open"
      >
        {config.sandbox ? t('openSandbox') : t('openWechat')}
      </button>
    </div>
  );
}
