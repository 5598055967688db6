'use client';
import { App, Button, Form, Input, Result } from 'antd';
import '@/styles/antd/app.css';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/result.css';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { mobileField, wechatCalls } from '@/lib/auth/contract';
import { useCallMutation } from '@/lib/api/use-call';
import { NavLink } from '@/components/layout/nav-link';
import type { Locale } from '@/lib/i18n/routing';
import { CodeFields } from '@/components/ui/code-fields';
import { finishLogin, takeRememberedRedirect } from './login-redirect';
import { zodRule } from '@/components/ui/zod-rule';

/** After a first WeChat scan: bind a mobile number (existing account or a new one) and sign in. */
export function BindPhoneForm() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const ticket = useSearchParams().get('ticket');
  const { message } = App.useApp();
  const bind = useCallMutation(wechatCalls.wxBindingMobile);

  if (!ticket) {
    return (
      <div className="auth-card">
        <Result status="warning" title={t('Auth.wxStateInvalid')} extra={<NavLink href="/login">{t('Auth.wechat.retry')}</NavLink>} />
      </div>
    );
  }

  async function submit(v: { mobile: string; code: string }) {
    try {
      const data = await bind.trigger({ ticket: ticket!, mobile: v.mobile, code: v.code });
      message.success(t('Auth.wechat.loginSuccess'));
      finishLogin(data, takeRememberedRedirect(locale));
    } catch {
      /* toast shown */
    }
  }

  return (
    <div className="auth-card" data-testid="bind-phone-card">
      <h1 className="auth-card__title">{t('Auth.bindPhone.title')}</h1>
      <p className="auth-muted">{t('Auth.bindPhone.intro')}</p>
      <Form layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item name="mobile" label={t('Auth.form.mobile')} rules={[zodRule(mobileField, t)]}>
          <Input placeholder={t('Auth.form.mobilePlaceholder')} maxLength={11} inputMode="tel" data-testid="mobile-input" />
        </Form.Item>
        <CodeFields purpose="bind" />
        <Button type="primary" htmlType="submit" block loading={bind.isMutating} data-testid="bind-phone-submit">
          {t('Auth.bindPhone.submit')}
        </Button>
      </Form>
    </div>
  );
}
