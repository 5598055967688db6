'use client';
import { App, Button, Form, Input } from 'antd';
import '@/styles/antd/app.css';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { suggestionsApi } from '@/lib/api/suggestions';
import { saveSuggestionSchema, SUGGESTION_MAX } from '@/lib/suggestions/contract';
import { loose, zodRule } from '@/components/ui/zod-rule';

/**
 * Writes a suggestion (suggestion/save), validated by the endpoint's own zod schema.
 * Attachment seam (issue 11): the files service's upload component goes below the text as a form
 * item `attachmentId`, once the contract accepts it (lib/suggestions/contract.ts).
 */
export function SuggestionForm({ onSaved }: { onSaved: () => void }) {
  const t = useTranslations();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ content: string }>();
  const [busy, setBusy] = useState(false);

  async function submit(values: { content: string }) {
    setBusy(true);
    try {
      await suggestionsApi.save({ content: values.content });
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
      <Button type="primary" htmlType="submit" loading={busy} data-testid="suggestion-submit">
        {t('Suggestions.write.submit')}
      </Button>
    </Form>
  );
}
