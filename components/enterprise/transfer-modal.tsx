'use client';
import { Form, Modal } from 'antd';
import '@/styles/antd/form.css';
import '@/styles/antd/modal.css';
import { useTranslations } from 'next-intl';
import { enterpriseCalls } from '@/lib/api/calls/enterprise';
import { useCallMutation } from '@/lib/api/use-call';
import type { CompanyMember } from '@/lib/enterprise/contract';
import { AntdCodeFields } from '@/components/ui/code-fields-antd';
import { toast } from '@/components/ui/plain/toast';

/**
 * The administrator transfer (issue 32 behaviour 4): confirmed with a security code sent to the administrator's own
 * mobile. Afterwards the page reloads: the session reads the role from the database, so the editing screens go.
 */
export function TransferModal({ member, onClose }: { member: CompanyMember; onClose: () => void }) {
  const t = useTranslations('Enterprise.screens');
  const [form] = Form.useForm();
  const transfer = useCallMutation(enterpriseCalls.transferManager);
  async function submit() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await transfer.trigger({ userId: member.id, code: values.code });
      toast.success(t('members.transferred'));
      onClose();
      window.location.assign(window.location.pathname.replace(/\/enterpriseInformationManagement\/.*$/, '/business'));
    } catch {
      /* toast shown */
    }
  }
  return (
    <Modal open title={t('members.transfer')} onCancel={onClose} onOk={submit} confirmLoading={transfer.isMutating} okText={t('confirm')} cancelText={t('cancel')} destroyOnHidden>
      <p>{t('members.transferConfirm', { name: member.userName })}</p>
      <Form form={form} layout="vertical" requiredMark={false}>
        <AntdCodeFields purpose="security" mobileName={null} codeName="code" codeLabel={t('company.securityCode')} />
      </Form>
    </Modal>
  );
}
