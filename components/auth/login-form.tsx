'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/plain/tabs';
import { CodeLogin } from './code-login';
import { PasswordLogin } from './password-login';
import { useLoginSubmit } from './use-login-submit';

// The QR code library is loaded when the WeChat tab is first opened, not with the page.
const WechatLogin = dynamic(() => import('./wechat-login').then((m) => m.WechatLogin), { ssr: false, loading: () => <Spinner /> });

/**
 * Login with three tabs (password, SMS code, WeChat QR); afterwards back to ?redirect=. A tab's
 * content is mounted when it is first opened (no captcha or WeChat state is asked for unseen).
 */
export function LoginForm() {
  const t = useTranslations();
  const login = useLoginSubmit();
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(['password']));
  const when = (key: string, node: React.ReactNode) => (opened.has(key) ? node : null);

  return (
    <div className="auth-card" data-testid="login-card">
      <h1 className="auth-card__title">{t('Auth.login.title')}</h1>
      <Tabs
        label={t('Auth.login.title')}
        onChange={(key) => setOpened((s) => (s.has(key) ? s : new Set(s).add(key)))}
        items={[
          { key: 'password', label: t('Auth.login.tabPassword'), children: <PasswordLogin login={login} /> },
          { key: 'code', label: t('Auth.login.tabCode'), children: when('code', <CodeLogin login={login} />) },
          { key: 'wechat', label: t('Auth.login.tabWechat'), children: when('wechat', <WechatLogin target={login.target} />) },
        ]}
      />
      <div className="auth-card__links">
        <NavLink href="/password">{t('Auth.login.forgot')}</NavLink>
        <NavLink href="/register">{t('Auth.login.toRegister')}</NavLink>
      </div>
    </div>
  );
}
