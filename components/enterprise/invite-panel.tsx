'use client';
import { Button, Form, Input, Select, Space, Tag } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/select.css';
import '@/styles/antd/space.css';
import '@/styles/antd/tag.css';
import { useTranslations } from 'next-intl';
import { enterpriseCalls } from '@/lib/api/calls/enterprise';
import { useCall, useCallMutation } from '@/lib/api/use-call';
import { inviteUserSchema, type Invitation } from '@/lib/enterprise/contract';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';
import { toast } from '@/components/ui/plain/toast';
import { useDateTime } from '@/components/ui/use-date-time';
import { zodRule } from '@/components/ui/zod-rule';

/** Inviting a mobile number into the company (7 days) and the open invitations (administrator). */
export function InvitePanel() {
  const t = useTranslations('Enterprise.screens');
  const ta = useTranslations();
  const dateText = useDateTime();
  const [form] = Form.useForm();
  const groups = useCall(enterpriseCalls.groups, {});
  const invitations = useCall(enterpriseCalls.invitations, {});
  const invite = useCallMutation(enterpriseCalls.inviteUser);

  async function submit(values: { mobile: string; groupId?: string }) {
    try {
      const sent = await invite.trigger({ mobile: values.mobile, groupId: values.groupId ? Number(values.groupId) : undefined });
      if (sent.smsSent === false) toast.warning(t('members.invitedNoSms'));
      else toast.success(t(sent.smsSent ? 'members.invitedSms' : 'members.invited'));
      form.resetFields();
      await invitations.mutate();
    } catch {
      /* toast shown */
    }
  }

  const columns: DataColumn<Invitation>[] = [
    { key: 'mobile', title: t('members.mobile'), dataIndex: 'mobile' },
    { key: 'registered', title: t('members.invitations'), dataIndex: 'registered', render: (r: boolean) => <Tag>{r ? t('members.registered') : t('members.unregistered')}</Tag> },
    { key: 'expiresAt', title: t('members.expiresAt'), dataIndex: 'expiresAt', render: (at: string) => dateText(at) },
  ];

  return (
    <section className="enterprise-invite" data-testid="invite-panel">
      <h2>{t('members.invite')}</h2>
      <Form form={form} layout="inline" onFinish={submit} requiredMark={false}>
        <Form.Item name="mobile" label={t('members.inviteMobile')} rules={[zodRule(inviteUserSchema.shape.mobile, ta)]}>
          <Input maxLength={11} data-testid="invite-mobile" />
        </Form.Item>
        <Form.Item name="groupId" label={t('members.inviteGroup')}>
          <Select style={{ minWidth: 140 }} allowClear options={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))} data-testid="invite-group" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={invite.isMutating} data-testid="invite-submit">
            {t('members.invite')}
          </Button>
        </Space>
      </Form>
      <h3>{t('members.invitations')}</h3>
      <DataTable rowKey="id" columns={columns} dataSource={invitations.data ?? []} loading={invitations.isLoading} locale={{ emptyText: t('empty') }} />
    </section>
  );
}
