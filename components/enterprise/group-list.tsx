'use client';
import { Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/input-number.css';
import '@/styles/antd/modal.css';
import '@/styles/antd/select.css';
import '@/styles/antd/space.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { enterpriseCalls } from '@/lib/api/calls/enterprise';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { saveGroupSchema, type CompanyGroup } from '@/lib/enterprise/contract';
import { DataTable, type DataColumn } from '@/components/ui/plain/data-table';
import { toast } from '@/components/ui/plain/toast';
import { zodRule } from '@/components/ui/zod-rule';
import { LoadState } from './list-state';

/** The company's groups (/my/groupInfo; with `manage`, …/packetInformationManagement: create, rename, sort, delete). */
export function GroupList({ manage = false }: { manage?: boolean }) {
  const t = useTranslations('Enterprise.screens');
  const ta = useTranslations();
  const { data, error, isLoading, mutate } = useCall(enterpriseCalls.groups, {});
  const [editing, setEditing] = useState<Partial<CompanyGroup> | null>(null);
  const [deleting, setDeleting] = useState<CompanyGroup | null>(null);
  const [target, setTarget] = useState<string>('');
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);

  async function save() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await request(enterpriseCalls.saveGroup, { id: editing?.id, name: values.name, sort: values.sort ?? 0 });
      toast.success(t('saved'));
      setEditing(null);
      await mutate();
    } catch {
      /* toast shown */
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!deleting) return;
    setBusy(true);
    try {
      await request(enterpriseCalls.deleteGroup, { id: deleting.id, targetGroupId: target ? Number(target) : undefined });
      toast.success(t('groups.deleted'));
      setDeleting(null);
      await mutate();
    } catch {
      /* toast shown */
    } finally {
      setBusy(false);
    }
  }

  const columns: DataColumn<CompanyGroup>[] = [
    { key: 'name', title: t('groups.name'), dataIndex: 'name' },
    { key: 'sort', title: t('groups.sort'), dataIndex: 'sort' },
    { key: 'memberCount', title: t('groups.memberCount'), dataIndex: 'memberCount' },
  ];
  if (manage) {
    columns.push({
      key: 'actions',
      title: t('members.actions'),
      render: (_: unknown, g) => (
        <Space>
          <Button size="small" onClick={() => { setEditing(g); form.setFieldsValue({ name: g.name, sort: g.sort }); }}>{t('edit')}</Button>
          <Button size="small" danger onClick={() => { setDeleting(g); setTarget(''); }} data-testid={`delete-group-${g.name}`}>{t('delete')}</Button>
        </Space>
      ),
    });
  }

  return (
    <div className="enterprise-screen" data-testid="group-list">
      <h1>{t('groups.title')}</h1>
      {manage && (
        <Button type="primary" style={{ marginBottom: 16 }} onClick={() => { setEditing({}); form.setFieldsValue({ name: '', sort: 0 }); }} data-testid="group-add">
          {t('groups.add')}
        </Button>
      )}
      <LoadState loading={isLoading && !data} error={error} retry={() => mutate()}>
        <DataTable rowKey="id" columns={columns} dataSource={data ?? []} locale={{ emptyText: t('empty') }} data-testid="group-table" />
      </LoadState>
      <Modal open={editing !== null} title={editing?.id ? t('edit') : t('groups.add')} onCancel={() => setEditing(null)} onOk={save} confirmLoading={busy} okText={t('save')} cancelText={t('cancel')} destroyOnHidden forceRender>
        <Form form={form} layout="vertical" requiredMark={false}>
          <Form.Item name="name" label={t('groups.name')} rules={[zodRule(saveGroupSchema.shape.name, ta)]}>
            <Input maxLength={100} data-testid="group-name" />
          </Form.Item>
          <Form.Item name="sort" label={t('groups.sort')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={deleting !== null} title={deleting ? t('groups.deleteConfirm', { name: deleting.name }) : ''} onCancel={() => setDeleting(null)} onOk={remove} confirmLoading={busy} okText={t('confirm')} cancelText={t('cancel')} destroyOnHidden>
        {deleting && deleting.memberCount > 0 && (
          <Select
            style={{ width: '100%' }}
            aria-label={t('groups.target')}
            placeholder={t('groups.target')}
            value={target || undefined}
            onChange={(v) => setTarget(v)}
            options={(data ?? []).filter((g) => g.id !== deleting.id).map((g) => ({ value: String(g.id), label: g.name }))}
          />
        )}
      </Modal>
    </div>
  );
}
