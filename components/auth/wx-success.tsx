'use client';
import { Button, Result, Spin } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/result.css';
import '@/styles/antd/spin.css';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { wechatCalls, type WxLoginResult } from '@/lib/auth/contract';
import { ApiCallError } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/session/rules';
import { finishLogin, takeRememberedRedirect } from './login-redirect';

/** The OAuth2 redirect target: exchanges code and state and signs in, asks for a phone, or confirms binding. */
export function WxSuccess() {
  const t = useTranslations('Auth.wechat');
  const locale = useLocale() as Locale;
  const params = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');

  // The state is single use: exchanged once (deduplicated, never revalidated), then acted on once.
  const { data: answer, error } = useCall(wechatCalls.wxLogin, code && state ? { code, state } : null, {
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    dedupingInterval: 60_000,
    onSuccess: (result: WxLoginResult) => {
      if (result.status === 'login') finishLogin(result, takeRememberedRedirect(locale));
      else if (result.status === 'bind') window.location.replace(`${localizePath('/bindPhone', locale)}?ticket=${encodeURIComponent(result.ticket)}`);
    },
  });

  const failure = !code || !state ? t('missingCode') : error ? (error instanceof ApiCallError ? error.message : t('failed')) : null;
  if (failure !== null) {
    return (
      <Result
        status="error"
        title={t('failed')}
        subTitle={failure}
        extra={<Button onClick={() => window.location.assign(localizePath('/login', locale))}>{t('retry')}</Button>}
      />
    );
  }
  if (!answer || answer.status === 'bind') return <div className="auth-result"><Spin /> <p>{t('working')}</p></div>;
  if (answer.status === 'login') return <Result status="success" title={t('loginSuccess')} data-testid="wx-login-success" />;
  return (
    <Result
      status="success"
      title={t('bindSuccess')}
      subTitle={answer.nickname ?? ''}
      data-testid="wx-bind-success"
      extra={<Button type="primary" onClick={() => window.location.assign(localizePath('/my/info', locale))}>{t('backToInfo')}</Button>}
    />
  );
}
