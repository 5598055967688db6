'use client';
import { Form, Input, Modal } from 'antd';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/modal.css';
import { useTranslations } from 'next-intl';
import { updateProfileSchema, type Profile } from '@/lib/account/contract';
import { accountCalls } from '@/lib/api/calls/account';
import { useCallMutation } from '@/lib/api/use-call';
import { toast } from '@/components/ui/plain/toast';
import { zodRule } from '@/components/ui/zod-rule';

/**
 * /my/info's "edit" dialog: name, full name and e-mail checked with the endpoint's schema. Its own file so
 * the screen loads the form, the dialog and the schema (zod) only when it is first opened (issue 30).
 */
export function ProfileEditModal({ profile, open, onClose, onSaved }: { profile: Profile; open: boolean; onClose: () => void; onSaved: (updated: Profile) => void }) {
  const t = useTranslations();
  const updateUserInfo = useCallMutation(accountCalls.updateUserInfo);
  const [form] = Form.useForm();

  async function save() {
    const v = await form.validateFields().catch(() => null); // the form shows the messages
    if (!v) return;
    try {
      onSaved(await updateUserInfo.trigger(v));
      toast.success(t('Account.saved'));
    } catch {
      /* toast shown */
    }
  }

  return (
    <Modal
      open={open}
      title={t('Account.info.editTitle')}
      onCancel={onClose}
      onOk={save}
      confirmLoading={updateUserInfo.isMutating}
      okText={t('Common.save')}
      cancelText={t('Common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ userName: profile.userName, fullName: profile.fullName ?? '', email: profile.email ?? '' }}>
        <Form.Item name="userName" label={t('Auth.form.userName')} rules={[zodRule(updateProfileSchema.shape.userName, t)]}><Input maxLength={64} /></Form.Item>
        <Form.Item name="fullName" label={t('Auth.form.fullName')} rules={[zodRule(updateProfileSchema.shape.fullName, t)]}><Input maxLength={100} /></Form.Item>
        <Form.Item name="email" label={t('Auth.form.email')} rules={[zodRule(updateProfileSchema.shape.email, t)]}><Input maxLength={200} /></Form.Item>
      </Form>
    </Modal>
  );
}
