'use client';
import { App, Form, Input, Modal } from 'antd';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { accountApi } from '@/lib/api/account';
import { mobileField, passwordField } from '@/lib/api/auth-schemas';
import { fillSession } from '@/lib/session/client';
import { CodeFields } from '@/components/auth/code-fields';
import { sameAsRule, zodRule } from '@/components/auth/zod-rule';

type Props = { open: boolean; onClose: () => void; onDone: () => void };

/**
 * A sensitive account change behind security verification: a code sent to the account's own
 * number, then the fields of the change; `run` makes the call, failures are toasted by the client.
 */
function SecurityModal({
  open,
  onClose,
  onDone,
  title,
  doneMessage,
  run,
  children,
}: Props & { title: string; doneMessage: string; run: (values: Record<string, string>) => Promise<void>; children: ReactNode }) {
  const t = useTranslations();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  async function submit() {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await run(values);
      message.success(doneMessage);
      form.resetFields();
      onDone();
    } catch {
      /* toast shown */
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal open={open} title={title} onCancel={onClose} onOk={submit} confirmLoading={busy} destroyOnHidden okText={t('Common.submit')} cancelText={t('Common.cancel')}>
      <p className="auth-muted">{t('Account.info.securityHint')}</p>
      <Form form={form} layout="vertical" requiredMark={false}>
        <CodeFields purpose="security" mobileName={null} codeName="securityCode" codeLabel={t('Account.info.securityCode')} />
        {children}
      </Form>
    </Modal>
  );
}

/** Change password behind security verification. */
export function ChangePasswordModal(props: Props) {
  const t = useTranslations();
  return (
    <SecurityModal
      {...props}
      title={t('Account.info.changePassword')}
      doneMessage={t('Account.info.passwordChanged')}
      run={async (v) => {
        const session = await accountApi.changePassword({ securityCode: v.securityCode, password: v.password, confirmPassword: v.confirmPassword });
        fillSession(session); // every other session ended; this browser keeps a new one
      }}
    >
      <>
        <Form.Item name="password" label={t('Auth.form.newPassword')} extra={t('Auth.passwordRule')} rules={[zodRule(passwordField, t)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t('Auth.form.confirmPassword')} dependencies={['password']} rules={[sameAsRule('password', t)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </>
    </SecurityModal>
  );
}

/** Change mobile: a security code on the old number and a change code on the new one. */
export function ChangeMobileModal(props: Props) {
  const t = useTranslations();
  return (
    <SecurityModal
      {...props}
      title={t('Account.info.changeMobile')}
      doneMessage={t('Account.info.mobileChanged')}
      run={async (v) => {
        await accountApi.changeMobile({ securityCode: v.securityCode, newMobile: v.newMobile, newCode: v.newCode });
      }}
    >
      <>
        <Form.Item name="newMobile" label={t('Account.info.newMobile')} rules={[zodRule(mobileField, t)]}>
          <Input maxLength={11} inputMode="tel" />
        </Form.Item>
        <CodeFields purpose="change" mobileName="newMobile" codeName="newCode" />
      </>
    </SecurityModal>
  );
}
