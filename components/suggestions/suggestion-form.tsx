'use client';
import { Button, Form, Input } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FileField } from '@/components/ui/plain/file-field';
import { suggestionCalls } from '@/lib/api/calls/suggestions';
import { request } from '@/lib/api/client';
import type { StoredFile } from '@/lib/files/contract';
import { SUGGESTION_MAX } from '@/lib/suggestions/limits';
import { lazyModule, lazyZodRule } from '@/components/ui/lazy-zod-rule';
import { loose } from '@/components/ui/zod-rule';
import { toast } from '@/components/ui/plain/toast';

type Values = { content: string; attachment?: StoredFile[] };

/** The suggestion's schema (and zod) load when the form is first worked in, not with the screen (issue 30, page weight). */
const schemas = lazyModule(() => import('@/lib/suggestions/contract'));

/**
 * Writes a suggestion (suggestion/save), validated by the endpoint's own zod schema (loaded on the form's first
 * focus), with one optional attachment uploaded through the file service before the suggestion is saved.
 */
export function SuggestionForm({ onSaved }: { onSaved: () => void }) {
  const t = useTranslations();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  // The suggestion is saved only once its attachment is stored.
  const [uploading, setUploading] = useState(false);

  async function submit(values: Values) {
    setBusy(true);
    try {
      await request(suggestionCalls.save, { content: values.content, attachmentId: values.attachment?.[0]?.id });
      toast.success(t('Suggestions.write.submitted'));
      form.resetFields();
      onSaved();
    } catch {
      /* the client already showed the server's message */
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form form={form} layout="vertical" onFinish={submit} onFocus={() => void schemas().catch(() => undefined)} data-testid="suggestion-form">
      <Form.Item
        name="content"
        label={t('Suggestions.write.label')}
        extra={t('Suggestions.write.count', { max: SUGGESTION_MAX })}
        rules={[lazyZodRule(schemas, (m) => m.saveSuggestionSchema.shape.content, loose(t))]}
      >
        <Input.TextArea rows={4} maxLength={SUGGESTION_MAX} showCount placeholder={t('Suggestions.write.placeholder')} data-testid="suggestion-content" />
      </Form.Item>
      <Form.Item name="attachment" label={t('Suggestions.write.attachment')}>
        <FileField kind="attachment" max={1} replace disabled={busy} testId="suggestion-attachment" onBusyChange={setUploading} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} disabled={uploading} data-testid="suggestion-submit">
        {t('Suggestions.write.submit')}
      </Button>
    </Form>
  );
}
