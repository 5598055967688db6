'use client';
import { App, Button, Form, Input, Result } from 'antd';
import '@/styles/antd/app.css';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/result.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { authCalls, mobileField, passwordField } from '@/lib/auth/contract';
import { authApi } from '@/lib/api/auth';
import { useCallMutation } from '@/lib/api/use-call';
import { NavLink } from '@/components/layout/nav-link';
import { CodeFields } from '@/components/ui/code-fields';
import { sameAsRule, zodRule } from '@/components/ui/zod-rule';

/** Forgot password: mobile, captcha, reset code, new password twice. */
export function PasswordForm() {
  const t = useTranslations();
  const { message } = App.useApp();
  const forgetPassword = useCallMutation(authCalls.forgetPassword);
  const [done, setDone] = useState(false);
  const registered = {
    validator: async (_: unknown, value: string) => {
      if (!value || !mobileField.safeParse(value).success) return;
      const res = await authApi.verifyMobileIsExist(value).catch(() => null);
      if (res && !res.exist) throw new Error(t('Auth.mobileNotRegistered'));
    },
    validateTrigger: 'onBlur',
  };

  async function submit(v: { mobile: string; code: string; password: string; confirmPassword: string }) {
    try {
      await forgetPassword.trigger({ mobile: v.mobile, code: v.code, password: v.password, confirmPassword: v.confirmPassword });
      message.success(t('Auth.password.done'));
      setDone(true);
    } catch {
      /* toast shown by the client */
    }
  }

  if (done) {
    return (
      <div className="auth-card">
        <Result
          status="success"
          title={t('Auth.password.done')}
          extra={
            <NavLink href="/login" data-testid="password-to-login">
              {t('Auth.password.toLogin')}
            </NavLink>
          }
        />
      </div>
    );
  }
  return (
    <div className="auth-card" data-testid="password-card">
      <h1 className="auth-card__title">{t('Auth.password.title')}</h1>
      <Form layout="vertical" requiredMark={false} onFinish={submit} data-testid="password-form">
        <Form.Item name="mobile" label={t('Auth.form.mobile')} rules={[zodRule(mobileField, t), registered]} validateFirst>
          <Input placeholder={t('Auth.form.mobilePlaceholder')} maxLength={11} inputMode="tel" data-testid="mobile-input" />
        </Form.Item>
        <CodeFields purpose="reset" />
        <Form.Item name="password" label={t('Auth.form.newPassword')} extra={t('Auth.passwordRule')} rules={[zodRule(passwordField, t)]}>
          <Input.Password autoComplete="new-password" data-testid="password-new" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('Auth.form.confirmPassword')} dependencies={['password']} rules={[sameAsRule('password', t)]}>
          <Input.Password autoComplete="new-password" data-testid="password-confirm" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={forgetPassword.isMutating} data-testid="password-submit">
          {t('Auth.password.submit')}
        </Button>
      </Form>
      <div className="auth-card__links">
        <span />
        <NavLink href="/login">{t('Auth.password.toLogin')}</NavLink>
      </div>
    </div>
  );
}
