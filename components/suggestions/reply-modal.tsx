'use client';
import { Form, Input, Modal } from 'antd';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/modal.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { suggestionCalls } from '@/lib/api/calls/suggestions';
import { request } from '@/lib/api/client';
import { REPLY_MAX, replySuggestionSchema, type SuggestionAdminRow } from '@/lib/suggestions/contract';
import { loose, zodRule } from '@/components/ui/zod-rule';
import { toast } from '@/components/ui/plain/toast';

/** Customer service's reply to one suggestion (suggestion/reply); the writer gets a message. */
export function ReplyModal({ target, onClose, onReplied }: { target: SuggestionAdminRow | null; onClose: () => void; onReplied: () => void }) {
  const t = useTranslations();
  const [form] = Form.useForm<{ reply: string }>();
  const [busy, setBusy] = useState(false);

  async function send() {
    if (!target) return;
    // A refused field shows its message under the field; nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { reply } = values;
    setBusy(true);
    try {
      await request(suggestionCalls.reply, { id: target.id, reply });
      toast.success(t('Suggestions.reply.done'));
      form.resetFields();
      onReplied();
    } catch {
      /* shown by the client */
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={!!target}
      title={t('Suggestions.reply.title')}
      okText={t('Suggestions.reply.submit')}
      onOk={() => void send()}
      confirmLoading={busy}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'suggestion-reply-send' }}
    >
      {target && <p className="sug-quote">{target.content}</p>}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reply" label={t('Suggestions.reply.label')} rules={[zodRule(replySuggestionSchema.shape.reply, loose(t))]}>
          <Input.TextArea rows={4} maxLength={REPLY_MAX} showCount placeholder={t('Suggestions.reply.placeholder')} data-testid="suggestion-reply-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
