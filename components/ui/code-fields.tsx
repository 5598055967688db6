'use client';
import { App, Button, Form, Input, Space } from 'antd';
import '@/styles/antd/app.css';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/space.css';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { authCalls, smsCodeField, type SmsPurpose } from '@/lib/auth/contract';
import { ApiCallError } from '@/lib/api/client';
import { useCallMutation } from '@/lib/api/use-call';
import { CaptchaImage } from './captcha-image';
import { zodRule } from './zod-rule';

const COUNTDOWN = 60;

/**
 * Image captcha plus SMS code with a "get code" button (60 s countdown). The captcha is
 * required before a code is sent and is renewed after every try (it is single use).
 */
export function CodeFields({ purpose, mobileName = 'mobile', codeName = 'code', codeLabel }: { purpose: SmsPurpose; mobileName?: string | null; codeName?: string; codeLabel?: string }) {
  const t = useTranslations();
  const form = Form.useFormInstance();
  const { message } = App.useApp();
  const sendMobile = useCallMutation(authCalls.sendMobile);
  const captchaId = useRef('');
  const [version, setVersion] = useState(0);
  const [left, setLeft] = useState(0);
  const onId = useCallback((id: string) => {
    captchaId.current = id;
  }, []);

  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);

  async function send() {
    try {
      if (mobileName) await form.validateFields([mobileName]);
    } catch {
      return;
    }
    // The captcha is needed to send a code only, not to submit the form (it is cleared after each try).
    const captcha = String(form.getFieldValue(`${codeName}Captcha`) ?? '').trim();
    if (!captcha) {
      form.setFields([{ name: `${codeName}Captcha`, errors: [t('Auth.captchaRequired')] }]);
      return;
    }
    try {
      await sendMobile.trigger({
        mobile: mobileName ? form.getFieldValue(mobileName) : undefined,
        purpose,
        captchaId: captchaId.current,
        captchaCode: form.getFieldValue(`${codeName}Captcha`),
      });
      message.success(t('Auth.codeSent'));
      setLeft(COUNTDOWN);
    } catch (error) {
      if (!(error instanceof ApiCallError)) message.error(t('Errors.network'));
    } finally {
      form.setFieldValue(`${codeName}Captcha`, '');
      setVersion((v) => v + 1);
    }
  }

  return (
    <>
      <Form.Item label={t('Auth.form.captcha')}>
        <Space.Compact block>
          <Form.Item name={`${codeName}Captcha`} noStyle>
            <Input placeholder={t('Auth.form.captchaPlaceholder')} maxLength={8} autoComplete="off" data-testid={`${codeName}-captcha-input`} />
          </Form.Item>
          <CaptchaImage onId={onId} version={version} />
        </Space.Compact>
      </Form.Item>
      <Form.Item label={codeLabel ?? t('Auth.form.code')} required>
        <Space.Compact block>
          <Form.Item name={codeName} noStyle rules={[zodRule(smsCodeField, t)]}>
            <Input placeholder={t('Auth.form.codePlaceholder')} maxLength={6} inputMode="numeric" autoComplete="one-time-code" data-testid={`${codeName}-input`} />
          </Form.Item>
          <Button onClick={send} loading={sendMobile.isMutating} disabled={left > 0} data-testid={`${codeName}-send`}>
            {left > 0 ? t('Auth.form.resendIn', { seconds: left }) : t('Auth.form.getCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </>
  );
}
