'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import type { WxLoginResult } from '@/lib/auth/contract';
import { wechatCalls } from '@/lib/api/calls/auth';
import { ApiCallError } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/i18n/locale-path';
import { Spinner } from '@/components/ui/spinner';
import { AuthResult } from './auth-result';
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

  const failure = !code || !state ? t('missingCode') : error ? (ApiCallError.is(error) ? error.message : t('failed')) : null;
  if (failure !== null) {
    return (
      <AuthResult
        status="error"
        title={t('failed')}
        subTitle={failure}
        extra={
          <a className="button" href={localizePath('/login', locale)}>
            {t('retry')}
          </a>
        }
      />
    );
  }
  if (!answer || answer.status === 'bind') {
    return (
      <div className="auth-result">
        <Spinner />
        <p>{t('working')}</p>
      </div>
    );
  }
  if (answer.status === 'login') return <AuthResult status="success" title={t('loginSuccess')} testId="wx-login-success" />;
  return (
    <AuthResult
      status="success"
      title={t('bindSuccess')}
      subTitle={answer.nickname ?? ''}
      testId="wx-bind-success"
      extra={
        <a className="button button--primary" href={localizePath('/my/info', locale)}>
          {t('backToInfo')}
        </a>
      }
    />
  );
}
