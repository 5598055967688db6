'use client';
import { Form, Input, InputNumber, Modal } from 'antd';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/input-number.css';
import '@/styles/antd/modal.css';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { enterpriseCalls } from '@/lib/api/calls/enterprise';
import { request } from '@/lib/api/client';
import { saveGroupSchema, type CompanyGroup } from '@/lib/enterprise/contract';
import { NativeSelect } from '@/components/ui/plain/native-select';
import { toast } from '@/components/ui/plain/toast';
import { zodRule } from '@/components/ui/zod-rule';

/**
 * The group screen's two dialogs (…/packetInformationManagement): add or edit a group, delete one (with a target group
 * when it has members). Loaded when the administrator first opens one, not with the list.
 */
export function GroupDialogs({
  editing,
  deleting,
  groups,
  onClose,
  onDone,
}: {
  editing: Partial<CompanyGroup> | null;
  deleting: CompanyGroup | null;
  groups: CompanyGroup[];
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const t = useTranslations('Enterprise.screens');
  const ta = useTranslations();
  const [form] = Form.useForm();
  // The target group chosen for the group being deleted (a choice made for another group does not carry over).
  const [choice, setChoice] = useState<{ groupId: number; target: string } | null>(null);
  const target = choice && deleting && choice.groupId === deleting.id ? choice.target : '';
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (editing) form.setFieldsValue({ name: editing.name ?? '', sort: editing.sort ?? 0 });
  }, [editing, form]);

  async function save() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await request(enterpriseCalls.saveGroup, { id: editing?.id, name: values.name, sort: values.sort ?? 0 });
      toast.success(t('saved'));
      onClose();
      await onDone();
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
      onClose();
      await onDone();
    } catch {
      /* toast shown */
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Modal open={editing !== null} title={editing?.id ? t('edit') : t('groups.add')} onCancel={onClose} onOk={save} confirmLoading={busy} okText={t('save')} cancelText={t('cancel')} destroyOnHidden forceRender>
        <Form form={form} layout="vertical" requiredMark={false}>
          <Form.Item name="name" label={t('groups.name')} rules={[zodRule(saveGroupSchema.shape.name, ta)]}>
            <Input maxLength={100} data-testid="group-name" />
          </Form.Item>
          <Form.Item name="sort" label={t('groups.sort')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={deleting !== null} title={deleting ? t('groups.deleteConfirm', { name: deleting.name }) : ''} onCancel={onClose} onOk={remove} confirmLoading={busy} okText={t('confirm')} cancelText={t('cancel')} destroyOnHidden>
        {deleting && deleting.memberCount > 0 && (
          <NativeSelect
            style={{ width: '100%' }}
            aria-label={t('groups.target')}
            placeholder={t('groups.target')}
            value={target}
            onChange={(v) => setChoice({ groupId: deleting.id, target: v ?? '' })}
            options={groups.filter((g) => g.id !== deleting.id).map((g) => ({ value: String(g.id), label: g.name }))}
          />
        )}
      </Modal>
    </>
  );
}
