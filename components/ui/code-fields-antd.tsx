'use client';
import { Button, Form, Input, Space } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/space.css';
import { useTranslations } from 'next-intl';
import { smsCodeField, type SmsPurpose } from '@/lib/auth/contract';
import { CaptchaImage } from './captcha-image';
import { useSmsCode } from './use-sms-code';
import { zodRule } from './zod-rule';

/**
 * The code fields of code-fields.tsx inside an antd `Form` (the personal centre's security
 * dialogs): image captcha, SMS code and "get code", with the same rules (useSmsCode). The captcha
 * is not a form field: it is only needed to send a code, never to submit.
 */
export function AntdCodeFields({ purpose, mobileName = 'mobile', codeName = 'code', codeLabel }: { purpose: SmsPurpose; mobileName?: string | null; codeName?: string; codeLabel?: string }) {
  const t = useTranslations();
  const form = Form.useFormInstance();
  const sms = useSmsCode(purpose);

  async function send() {
    try {
      if (mobileName) await form.validateFields([mobileName]);
    } catch {
      return;
    }
    await sms.send(mobileName ? form.getFieldValue(mobileName) : undefined);
  }

  return (
    <>
      <Form.Item label={t('Auth.form.captcha')} validateStatus={sms.captchaError ? 'error' : undefined} help={sms.captchaError ? (t as (k: string) => string)(sms.captchaError) : undefined}>
        <Space.Compact block>
          <Input
            value={sms.captcha}
            onChange={(e) => sms.setCaptcha(e.target.value)}
            placeholder={t('Auth.form.captchaPlaceholder')}
            maxLength={8}
            autoComplete="off"
            data-testid={`${codeName}-captcha-input`}
          />
          <CaptchaImage {...sms.image} />
        </Space.Compact>
      </Form.Item>
      <Form.Item label={codeLabel ?? t('Auth.form.code')} required>
        <Space.Compact block>
          <Form.Item name={codeName} noStyle rules={[zodRule(smsCodeField, t)]}>
            <Input placeholder={t('Auth.form.codePlaceholder')} maxLength={6} inputMode="numeric" autoComplete="one-time-code" data-testid={`${codeName}-input`} />
          </Form.Item>
          <Button onClick={send} loading={sms.sending} disabled={sms.left > 0} data-testid={`${codeName}-send`}>
            {sms.sendLabel}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
