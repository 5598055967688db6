'use client';
import { Form, Input, Modal } from 'antd';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/modal.css';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { accountCalls } from '@/lib/api/calls/account';
import { mobileField, passwordField } from '@/lib/auth/contract';
import type { CallInput, CallOutput, Route } from '@/lib/route';
import { useCallMutation } from '@/lib/api/use-call';
import { fillSession } from '@/lib/session/client';
import { AntdCodeFields } from '@/components/ui/code-fields-antd';
import { sameAsRule, zodRule } from '@/components/ui/zod-rule';
import { toast } from '@/components/ui/plain/toast';

type Props = { open: boolean; onClose: () => void; onDone: () => void };

/**
 * A sensitive account change behind security verification: a code sent to the account's own
 * number, then the fields of the change; `call` is made with `toInput(values)`, failures are
 * toasted by the client.
 */
function SecurityModal<C extends Route>({
  open,
  onClose,
  onDone,
  title,
  doneMessage,
  call,
  toInput,
  onAnswer,
  children,
}: Props & {
  title: string;
  doneMessage: string;
  call: C;
  toInput: (values: Record<string, string>) => CallInput<C>;
  onAnswer?: (answer: CallOutput<C>) => void;
  children: ReactNode;
}) {
  const t = useTranslations();
  const [form] = Form.useForm();
  const mutation = useCallMutation(call);
  // SWR's trigger type is a union while C is still generic; for a call it is always this.
  const trigger = mutation.trigger as (input: CallInput<C>) => Promise<CallOutput<C>>;
  async function submit() {
    const values = await form.validateFields().catch(() => null); // the form shows the messages
    if (!values) return;
    try {
      onAnswer?.(await trigger(toInput(values)));
      toast.success(doneMessage);
      form.resetFields();
      onDone();
    } catch {
      /* toast shown */
    }
  }
  return (
    <Modal open={open} title={title} onCancel={onClose} onOk={submit} confirmLoading={mutation.isMutating} destroyOnHidden okText={t('Common.submit')} cancelText={t('Common.cancel')}>
      <p className="auth-muted">{t('Account.info.securityHint')}</p>
      <Form form={form} layout="vertical" requiredMark={false}>
        <AntdCodeFields purpose="security" mobileName={null} codeName="securityCode" codeLabel={t('Account.info.securityCode')} />
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
      call={accountCalls.changePassword}
      toInput={(v) => ({ securityCode: v.securityCode, password: v.password, confirmPassword: v.confirmPassword })}
      // every other session ended; this browser keeps a new one
      onAnswer={fillSession}
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
      call={accountCalls.changeMobile}
      toInput={(v) => ({ securityCode: v.securityCode, newMobile: v.newMobile, newCode: v.newCode })}
    >
      <>
        <Form.Item name="newMobile" label={t('Account.info.newMobile')} rules={[zodRule(mobileField, t)]}>
          <Input maxLength={11} inputMode="tel" />
        </Form.Item>
        <AntdCodeFields purpose="change" mobileName="newMobile" codeName="newCode" />
      </>
    </SecurityModal>
  );
}
