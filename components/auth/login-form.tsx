'use client';
import { App, Button, Form, Input, Tabs } from 'antd';
import '@/styles/antd/app.css';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/tabs.css';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { mobileField, passwordLoginSchema, type SessionData } from '@/lib/auth/contract';
import { authApi } from '@/lib/api/auth';
import type { Envelope } from '@/lib/api/client';
import type { Locale } from '@/lib/i18n/routing';
import { NavLink } from '@/components/layout/nav-link';
import { CodeFields } from '@/components/ui/code-fields';
import { finishLogin, redirectTarget, visitorToken } from './login-redirect';
import { WechatLogin } from './wechat-login';
import { zodRule } from '@/components/ui/zod-rule';

/** Login with three tabs (password, SMS code, WeChat QR); afterwards back to ?redirect=. */
export function LoginForm() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const params = useSearchParams();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const target = () => redirectTarget(params.get('redirect'), locale);

  async function handle(call: Promise<Envelope<SessionData>>) {
    setBusy(true);
    try {
      const body = await call;
      if (body.code === 0 && body.data) {
        message.success(t('Auth.login.success'));
        finishLogin(body.data, target());
      } else {
        message.error(body.msg || t('Errors.failure'));
      }
    } catch {
      message.error(t('Errors.network'));
    } finally {
      setBusy(false);
    }
  }

  const passwordTab = (
    <Form layout="vertical" requiredMark={false} onFinish={(v) => handle(authApi.login({ ...v, visitorToken: visitorToken() }))} data-testid="password-login-form">
      <Form.Item name="userName" label={t('Auth.form.account')} rules={[zodRule(passwordLoginSchema.shape.userName, t)]}>
        <Input placeholder={t('Auth.form.accountPlaceholder')} autoComplete="username" data-testid="login-account" />
      </Form.Item>
      <Form.Item name="password" label={t('Auth.form.password')} rules={[zodRule(passwordLoginSchema.shape.password, t)]}>
        <Input.Password placeholder={t('Auth.form.passwordPlaceholder')} autoComplete="current-password" data-testid="login-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
        {t('Auth.login.submit')}
      </Button>
    </Form>
  );

  const codeTab = (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={(v) => handle(authApi.loginByMobile({ mobile: v.mobile, code: v.code, visitorToken: visitorToken() }))}
      data-testid="code-login-form"
    >
      <Form.Item name="mobile" label={t('Auth.form.mobile')} rules={[zodRule(mobileField, t)]}>
        <Input placeholder={t('Auth.form.mobilePlaceholder')} maxLength={11} inputMode="tel" data-testid="mobile-input" />
      </Form.Item>
      <CodeFields purpose="login" />
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="code-login-submit">
        {t('Auth.login.submit')}
      </Button>
    </Form>
  );

  return (
    <div className="auth-card" data-testid="login-card">
      <h1 className="auth-card__title">{t('Auth.login.title')}</h1>
      <Tabs
        items={[
          { key: 'password', label: t('Auth.login.tabPassword'), children: passwordTab },
          { key: 'code', label: t('Auth.login.tabCode'), children: codeTab },
          { key: 'wechat', label: t('Auth.login.tabWechat'), children: <WechatLogin target={target} /> },
        ]}
      />
      <div className="auth-card__links">
        <NavLink href="/password">{t('Auth.login.forgot')}</NavLink>
        <NavLink href="/register">{t('Auth.login.toRegister')}</NavLink>
      </div>
    </div>
  );
}
