'use client';
import { useTranslations } from 'next-intl';
import { useState, type RefObject } from 'react';
import { applyMarkup, MARKUP_ACTIONS, type MarkupAction } from '@/lib/content/markup';

/**
 * Formatting buttons above a body's HTML textarea: paragraph, heading, bold, italic, list and link wrap the selected
 * text (lib/content/markup.ts); a link asks for its address in a small field first. The preview shows the result as
 * readers will see it, after the server's cleaning.
 */
export function BodyToolbar({ target, value, onChange, testId }: { target: RefObject<HTMLTextAreaElement | null>; value: string; onChange: (text: string) => void; testId: string }) {
  const t = useTranslations('Content.editor.format');
  const [linking, setLinking] = useState<{ start: number; end: number } | null>(null);
  const [href, setHref] = useState('https://');

  const apply = (action: MarkupAction, range?: { start: number; end: number }, address?: string) => {
    const area = target.current;
    const start = range?.start ?? area?.selectionStart ?? value.length;
    const end = range?.end ?? area?.selectionEnd ?? value.length;
    const edited = applyMarkup(value, start, end, action, address);
    onChange(edited.text);
    // Select the wrapped text once React has written the new value.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(edited.start, edited.end);
    });
  };

  return (
    <div className="content-toolbar" role="toolbar" aria-label={t('label')} data-testid={testId}>
      {MARKUP_ACTIONS.map((action) => (
        <button
          key={action}
          type="button"
          className="button button--small"
          data-action={action}
          onClick={() => {
            if (action !== 'link') return apply(action);
            const area = target.current;
            setLinking({ start: area?.selectionStart ?? value.length, end: area?.selectionEnd ?? value.length });
          }}
        >
          {t(action)}
        </button>
      ))}
      {linking ? (
        <span className="content-toolbar__link">
          <input type="url" value={href} aria-label={t('href')} onChange={(e) => setHref(e.target.value)} data-testid={`${testId}-href`} />
          <button
            type="button"
            className="button button--small button--primary"
            onClick={() => {
              apply('link', linking, href);
              setLinking(null);
            }}
          >
            {t('insertLink')}
          </button>
          <button type="button" className="button button--small" onClick={() => setLinking(null)}>
            {t('cancel')}
          </button>
        </span>
      ) : null}
    </div>
  );
}
