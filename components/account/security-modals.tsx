'use client';
import { App, Form, Input, Modal } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { accountApi } from '@/lib/api/account';
import { mobileField, passwordField } from '@/lib/api/auth-schemas';
import { fillSession } from '@/lib/session/client';
import { CodeFields } from '@/components/auth/code-fields';
import { sameAsRule, zodRule } from '@/components/auth/zod-rule';

type Props = { open: boolean; onClose: () => void; onDone: () => void };

/** Change password behind security verification (a code to the account's own number). */
export function ChangePasswordModal({ open, onClose, onDone }: Props) {
  const t = useTranslations();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  async function submit() {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const session = await accountApi.changePassword({ securityCode: v.securityCode, password: v.password, confirmPassword: v.confirmPassword });
      fillSession(session); // every other session ended; this browser keeps a new one
      message.success(t('Account.info.passwordChanged'));
      form.resetFields();
      onDone();
    } catch {
      /* toast shown */
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal open={open} title={t('Account.info.changePassword')} onCancel={onClose} onOk={submit} confirmLoading={busy} destroyOnHidden okText={t('Common.submit')} cancelText={t('Common.cancel')}>
      <p className="auth-muted">{t('Account.info.securityHint')}</p>
      <Form form={form} layout="vertical" requiredMark={false}>
        <CodeFields purpose="security" mobileName={null} codeName="securityCode" codeLabel={t('Account.info.securityCode')} />
        <Form.Item name="password" label={t('Auth.form.newPassword')} extra={t('Auth.passwordRule')} rules={[zodRule(passwordField, t)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('Auth.form.confirmPassword')} dependencies={['password']} rules={[sameAsRule('password', t)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Change mobile: a security code on the old number and a change code on the new one. */
export function ChangeMobileModal({ open, onClose, onDone }: Props) {
  const t = useTranslations();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  async function submit() {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await accountApi.changeMobile({ securityCode: v.securityCode, newMobile: v.newMobile, newCode: v.newCode });
      message.success(t('Account.info.mobileChanged'));
      form.resetFields();
      onDone();
    } catch {
      /* toast shown */
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal open={open} title={t('Account.info.changeMobile')} onCancel={onClose} onOk={submit} confirmLoading={busy} destroyOnHidden okText={t('Common.submit')} cancelText={t('Common.cancel')}>
      <p className="auth-muted">{t('Account.info.securityHint')}</p>
      <Form form={form} layout="vertical" requiredMark={false}>
        <CodeFields purpose="security" mobileName={null} codeName="securityCode" codeLabel={t('Account.info.securityCode')} />
        <Form.Item name="newMobile" label={t('Account.info.newMobile')} rules={[zodRule(mobileField, t)]}>
          <Input maxLength={11} inputMode="tel" />
        </Form.Item>
        <CodeFields purpose="change" mobileName="newMobile" codeName="newCode" />
      </Form>
    </Modal>
  );
}
