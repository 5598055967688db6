'use client';
import { App, Button, Form, Input, Modal } from 'antd';
import '@/styles/antd/app.css';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/modal.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { zodRule } from '@/components/ui/zod-rule';
import { standardCalls } from '@/lib/api/calls/standards';
import { request } from '@/lib/api/client';
import { repealSchema } from '@/lib/standards/contract';

/** Repeals an approved standard with a required reason (its owner side and the public administrator); the dialog exists only while open. */
export function RepealButton({ standard, onDone }: { standard: { id: number; number: string }; onDone: () => void }) {
  const t = useTranslations('Standards');
  const tc = useTranslations('Common');
  const tr = useTranslations();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  async function submit() {
    const values = await form.validateFields().catch(() => null); // the form shows the messages
    if (!values) return;
    const { reason } = values;
    setBusy(true);
    try {
      await request(standardCalls.repeal, { id: standard.id, reason });
      message.success(t('manage.repealed'));
      setOpen(false);
      onDone();
    } catch {
      /* toasted by the API client */
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)} data-testid="std-repeal">
        {t('manage.repeal')}
      </Button>
      {open && (
        <Modal open title={t('manage.repealTitle', { number: standard.number })} onCancel={() => setOpen(false)} onOk={submit} confirmLoading={busy} okText={t('manage.repeal')} okButtonProps={{ danger: true, id: 'std-repeal-ok' }} cancelText={tc('cancel')}>
          <Form form={form} layout="vertical" requiredMark={false}>
            <Form.Item name="reason" label={t('fields.repealReason')} rules={[zodRule(repealSchema.shape.reason, tr)]}>
              <Input.TextArea maxLength={500} rows={3} data-testid="std-repeal-reason" />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </>
  );
}
