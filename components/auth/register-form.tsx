'use client';
import { App, Button, Form, Input, InputNumber, Radio, Result, Steps } from 'antd';
import '@/styles/antd/app.css';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input-number.css';
import '@/styles/antd/input.css';
import '@/styles/antd/radio.css';
import '@/styles/antd/result.css';
import '@/styles/antd/steps.css';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import type { CallInput } from '@/lib/contract';
import { authCalls, LOGIN_NAME_PATTERN, loginNameField, mobileField, optionalEmailField, passwordField } from '@/lib/auth/contract';
import { authApi } from '@/lib/api/auth';
import { useCallMutation } from '@/lib/api/use-call';
import { fillSession } from '@/lib/session/client';
import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/session/rules';
import { NavLink } from '@/components/layout/nav-link';
import { AgreementChecks } from './agreement-check';
import { CodeFields } from '@/components/ui/code-fields';
import { redirectTarget } from './login-redirect';
import { sameAsRule, zodRule } from '@/components/ui/zod-rule';

type Verified = { mobile: string; code: string };
type RegisterRequest = CallInput<typeof authCalls.saveUserInfo>;

/** Registration in three steps: verify the phone, fill the account info, success. */
export function RegisterForm() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const params = useSearchParams();
  const { message } = App.useApp();
  const [step, setStep] = useState(0);
  const [verified, setVerified] = useState<Verified | null>(null);
  const verifySmsCode = useCallMutation(authCalls.verifySmsCode);
  const saveUserInfo = useCallMutation(authCalls.saveUserInfo);
  const busy = verifySmsCode.isMutating || saveUserInfo.isMutating;
  const [accountForm] = Form.useForm();
  const accountType = Form.useWatch('accountType', accountForm);

  const mobileRule = zodRule(mobileField, t);
  const notRegistered = {
    validator: async (_: unknown, value: string) => {
      if (!value || !mobileField.safeParse(value).success) return;
      const res = await authApi.verifyMobileIsExist(value).catch(() => null);
      if (res?.exist) throw new Error(t('Auth.mobileRegistered'));
    },
    validateTrigger: 'onBlur',
  };
  const nameFree = {
    validator: async (_: unknown, value: string) => {
      if (!value || !LOGIN_NAME_PATTERN.test(value)) return;
      const res = await authApi.verifyUserNameIsExist(value).catch(() => null);
      if (res?.exist) throw new Error(t('Auth.userNameTaken'));
    },
    validateTrigger: 'onBlur',
  };

  async function verifyPhone(values: { mobile: string; code: string }) {
    try {
      await verifySmsCode.trigger({ mobile: values.mobile, purpose: 'register', code: values.code });
      setVerified({ mobile: values.mobile, code: values.code });
      setStep(1);
    } catch {
      /* the client already showed the message */
    }
  }

  async function submit(values: Omit<RegisterRequest, keyof Verified>) {
    if (!verified) return;
    try {
      const data = await saveUserInfo.trigger({ ...values, ...verified });
      fillSession(data);
      message.success(t('Auth.register.done'));
      setStep(2);
    } catch {
      /* shown as a toast */
    }
  }

  return (
    <div className="auth-card" data-testid="register-card">
      <h1 className="auth-card__title">{t('Auth.register.title')}</h1>
      <Steps current={step} size="small" style={{ marginBottom: 24 }} items={[{ title: t('Auth.register.stepPhone') }, { title: t('Auth.register.stepInfo') }, { title: t('Auth.register.stepDone') }]} />
      {step === 0 && (
        <Form layout="vertical" requiredMark={false} onFinish={verifyPhone} data-testid="register-phone-form">
          <Form.Item name="mobile" label={t('Auth.form.mobile')} rules={[mobileRule, notRegistered]} validateFirst>
            <Input placeholder={t('Auth.form.mobilePlaceholder')} maxLength={11} inputMode="tel" data-testid="mobile-input" />
          </Form.Item>
          <CodeFields purpose="register" />
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="register-next">
            {t('Auth.register.next')}
          </Button>
        </Form>
      )}
      {step === 1 && (
        <Form form={accountForm} layout="vertical" requiredMark={false} initialValues={{ accountType: 'individual', enterpriseType: 'general', subAccountCount: 0 }} onFinish={submit} data-testid="register-info-form">
          <Form.Item name="accountType" label={t('Auth.register.accountType')}>
            <Radio.Group optionType="button" options={[{ value: 'individual', label: t('Auth.register.individual') }, { value: 'company', label: t('Auth.register.company') }]} />
          </Form.Item>
          <Form.Item name="userName" label={t('Auth.form.userName')} extra={t('Auth.userNameFormat')} rules={[zodRule(loginNameField, t), nameFree]} validateFirst>
            <Input autoComplete="username" data-testid="register-username" />
          </Form.Item>
          <Form.Item name="password" label={t('Auth.form.password')} rules={[zodRule(passwordField, t)]}>
            <Input.Password autoComplete="new-password" data-testid="register-password" />
          </Form.Item>
          <Form.Item name="confirmPassword" label={t('Auth.form.confirmPassword')} dependencies={['password']} rules={[sameAsRule('password', t)]}>
            <Input.Password autoComplete="new-password" data-testid="register-confirm" />
          </Form.Item>
          <Form.Item name="fullName" label={t('Auth.form.fullName')}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="email" label={t('Auth.form.email')} rules={[zodRule(optionalEmailField, t)]}>
            <Input maxLength={200} data-testid="register-email" />
          </Form.Item>
          {accountType === 'company' && (
            <>
              <Form.Item name="companyName" label={t('Auth.register.companyName')} rules={[{ required: true, whitespace: true, message: t('Auth.companyNameRequired') }]}>
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item name="creditCode" label={t('Auth.register.creditCode')}>
                <Input maxLength={18} />
              </Form.Item>
              <Form.Item name="industry" label={t('Auth.register.industry')}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name="contact" label={t('Auth.register.contact')}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name="enterpriseType" label={t('Auth.register.enterpriseType')}>
                <Radio.Group options={[{ value: 'general', label: t('Auth.register.general') }, { value: 'light_node', label: t('Auth.register.lightNode') }]} />
              </Form.Item>
              <Form.Item name="subAccountCount" label={t('Auth.register.subAccountCount')}>
                <InputNumber min={0} max={1000} precision={0} />
              </Form.Item>
              <Form.Item name="serverRequirements" label={t('Auth.register.serverRequirements')}>
                <Input.TextArea maxLength={1000} rows={3} />
              </Form.Item>
            </>
          )}
          <AgreementChecks />
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="register-submit">
            {t('Auth.register.submit')}
          </Button>
        </Form>
      )}
      {step === 2 && (
        <Result
          status="success"
          title={t('Auth.register.successTitle')}
          subTitle={t('Auth.register.successText')}
          extra={[
            <Button type="primary" key="go" onClick={() => window.location.assign(redirectTarget(params.get('redirect'), locale))} data-testid="register-continue">
              {t('Auth.register.continue')}
            </Button>,
            <Button key="my" onClick={() => window.location.assign(localizePath('/my/info', locale))}>
              {t('Auth.register.toMyInfo')}
            </Button>,
          ]}
        />
      )}
      {step < 2 && (
        <div className="auth-card__links">
          <span />
          <NavLink href="/login">{t('Auth.register.toLogin')}</NavLink>
        </div>
      )}
    </div>
  );
}
