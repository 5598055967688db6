'use client';
import { Form, Input, Modal } from 'antd';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/modal.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { zodRule } from '@/components/ui/zod-rule';
import { standardCalls } from '@/lib/api/calls/standards';
import { request } from '@/lib/api/client';
import { repealSchema } from '@/lib/standards/contract';
import { toast } from '@/components/ui/plain/toast';

/** The repeal dialog of `RepealButton` (loaded when first opened): the required reason, checked with the endpoint's schema. */
export function RepealDialog({ standard, onClose, onDone }: { standard: { id: number; number: string }; onClose: () => void; onDone: () => void }) {
  const t = useTranslations('Standards');
  const tc = useTranslations('Common');
  const tr = useTranslations();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  async function submit() {
    const values = await form.validateFields().catch(() => null); // the form shows the messages
    if (!values) return;
    const { reason } = values;
    setBusy(true);
    try {
      await request(standardCalls.repeal, { id: standard.id, reason });
      toast.success(t('manage.repealed'));
      onClose();
      onDone();
    } catch {
      /* toasted by the API client */
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title={t('manage.repealTitle', { number: standard.number })} onCancel={onClose} onOk={submit} confirmLoading={busy} okText={t('manage.repeal')} okButtonProps={{ danger: true, id: 'std-repeal-ok' }} cancelText={tc('cancel')}>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="reason" label={t('fields.repealReason')} rules={[zodRule(repealSchema.shape.reason, tr)]}>
          <Input.TextArea maxLength={500} rows={3} data-testid="std-repeal-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
