'use client';
import { Button, Result, Spin } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { authApi } from '@/lib/api/auth';
import { ApiCallError } from '@/lib/api/client';
import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/session/rules';
import { finishLogin, takeRememberedRedirect } from './login-redirect';

type View = { kind: 'working' } | { kind: 'bound'; nickname: string | null } | { kind: 'login' } | { kind: 'error'; msg: string };

/** The OAuth2 redirect target: exchanges code and state and signs in, asks for a phone, or confirms binding. */
export function WxSuccess() {
  const t = useTranslations('Auth.wechat');
  const locale = useLocale() as Locale;
  const params = useSearchParams();
  const [view, setView] = useState<View>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    const call = code && state ? authApi.wxLogin({ code, state }) : Promise.reject(new ApiCallError(t('missingCode'), -1));
    call
      .then((answer) => {
        if (answer.status === 'login') {
          setView({ kind: 'login' });
          finishLogin(answer, takeRememberedRedirect(locale));
        } else if (answer.status === 'bind') {
          window.location.replace(`${localizePath('/bindPhone', locale)}?ticket=${encodeURIComponent(answer.ticket)}`);
        } else {
          setView({ kind: 'bound', nickname: answer.nickname });
        }
      })
      .catch((error: unknown) => setView({ kind: 'error', msg: error instanceof ApiCallError ? error.message : t('failed') }));
  }, [params, locale, t]);

  if (view.kind === 'working') return <div className="auth-result"><Spin /> <p>{t('working')}</p></div>;
  if (view.kind === 'login') return <Result status="success" title={t('loginSuccess')} data-testid="wx-login-success" />;
  if (view.kind === 'bound') {
    return (
      <Result
        status="success"
        title={t('bindSuccess')}
        subTitle={view.nickname ?? ''}
        data-testid="wx-bind-success"
        extra={<Button type="primary" onClick={() => window.location.assign(localizePath('/my/info', locale))}>{t('backToInfo')}</Button>}
      />
    );
  }
  return (
    <Result
      status="error"
      title={t('failed')}
      subTitle={view.msg}
      extra={<Button onClick={() => window.location.assign(localizePath('/login', locale))}>{t('retry')}</Button>}
    />
  );
}
