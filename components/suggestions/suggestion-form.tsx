'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FileField } from '@/components/ui/plain/file-field';
import { lazyShape, useZodForm } from '@/components/ui/plain/use-zod-form';
import { suggestionCalls } from '@/lib/api/calls/suggestions';
import { request } from '@/lib/api/client';
import type { StoredFile } from '@/lib/files/contract';
import type { saveSuggestionSchema } from '@/lib/suggestions/contract';
import { SUGGESTION_MAX } from '@/lib/suggestions/limits';
import { toast } from '@/components/ui/plain/toast';

/** The suggestion's schema (and zod) load when the form is first worked in, not with the screen (issue 30, page weight). */
const shape = lazyShape<{ content: (typeof saveSuggestionSchema)['shape']['content'] }>(['content'], () => import('@/lib/suggestions/contract').then((m) => ({ content: m.saveSuggestionSchema.shape.content })));

/**
 * Writes a suggestion (suggestion/save), validated by the endpoint's own zod schema (loaded on the form's first
 * focus), with one optional attachment uploaded through the file service before the suggestion is saved. Plain
 * markup (styles/ui.css `.field`), no UI kit: the screen stays well within the signed-in budget.
 */
export function SuggestionForm({ onSaved }: { onSaved: () => void }) {
  const t = useTranslations();
  const form = useZodForm(shape);
  const [attachment, setAttachment] = useState<StoredFile[]>([]);
  const [busy, setBusy] = useState(false);
  // The suggestion is saved only once its attachment is stored.
  const [uploading, setUploading] = useState(false);
  const error = form.errors.content;
  const content = form.values.content;

  const submit = form.submit(async (values) => {
    setBusy(true);
    try {
      await request(suggestionCalls.save, { content: values.content, attachmentId: attachment[0]?.id });
      toast.success(t('Suggestions.write.submitted'));
      form.reset();
      setAttachment([]);
      onSaved();
    } catch {
      /* the client already showed the server's message */
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="suggestion-form">
      <div className={`field${error ? ' field--error' : ''}`}>
        <label className="field__label" htmlFor="field-content">
          {t('Suggestions.write.label')}
        </label>
        <div className="field__control">
          <textarea rows={4} maxLength={SUGGESTION_MAX} placeholder={t('Suggestions.write.placeholder')} data-testid="suggestion-content" {...form.input('content')} />
        </div>
        {error ? (
          <p className="field__error" id="field-content-error" role="alert">
            {(t as (k: string) => string)(error)}
          </p>
        ) : (
          <p className="field__hint">
            {t('Suggestions.write.count', { max: SUGGESTION_MAX })} · {content.length} / {SUGGESTION_MAX}
          </p>
        )}
      </div>
      <div className="field">
        <span className="field__label">{t('Suggestions.write.attachment')}</span>
        <FileField kind="attachment" max={1} replace value={attachment} onChange={setAttachment} disabled={busy} testId="suggestion-attachment" onBusyChange={setUploading} />
      </div>
      <button type="submit" className="button button--primary" disabled={busy || uploading} aria-busy={busy} data-testid="suggestion-submit">
        {t('Suggestions.write.submit')}
      </button>
    </form>
  );
}
