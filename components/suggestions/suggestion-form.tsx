'use client';
import { App, Button, Form, Input } from 'antd';
import '@/styles/antd/app.css';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FileUpload } from '@/components/files/file-upload';
import { suggestionCalls } from '@/lib/api/calls/suggestions';
import { request } from '@/lib/api/client';
import type { StoredFile } from '@/lib/files/contract';
import { saveSuggestionSchema, SUGGESTION_MAX } from '@/lib/suggestions/contract';
import { loose, zodRule } from '@/components/ui/zod-rule';

type Values = { content: string; attachment?: StoredFile[] };

/**
 * Writes a suggestion (suggestion/save), validated by the endpoint's own zod schema, with one
 * optional attachment uploaded through the file service before the suggestion is saved.
 */
export function SuggestionForm({ onSaved }: { onSaved: () => void }) {
  const t = useTranslations();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  // The suggestion is saved only once its attachment is stored.
  const [uploading, setUploading] = useState(false);

  async function submit(values: Values) {
    setBusy(true);
    try {
      await request(suggestionCalls.save, { content: values.content, attachmentId: values.attachment?.[0]?.id });
      message.success(t('Suggestions.write.submitted'));
      form.resetFields();
      onSaved();
    } catch {
      /* the client already showed the server's message */
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="suggestion-form">
      <Form.Item
        name="content"
        label={t('Suggestions.write.label')}
        extra={t('Suggestions.write.count', { max: SUGGESTION_MAX })}
        rules={[zodRule(saveSuggestionSchema.shape.content, loose(t))]}
      >
        <Input.TextArea rows={4} maxLength={SUGGESTION_MAX} showCount placeholder={t('Suggestions.write.placeholder')} data-testid="suggestion-content" />
      </Form.Item>
      <Form.Item name="attachment" label={t('Suggestions.write.attachment')}>
        <FileUpload kind="attachment" max={1} replace disabled={busy} testId="suggestion-attachment" onBusyChange={setUploading} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} disabled={uploading} data-testid="suggestion-submit">
        {t('Suggestions.write.submit')}
      </Button>
    </Form>
  );
}
