'use client';
import type { Editor } from '@tiptap/core';
import { Button, Input } from 'antd';
import '@/styles/antd/button.css';
import '@/styles/antd/input.css';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { completeAddress, isAllowedAddress } from './links';

/**
 * The address of a link, under the toolbar: the selected text (or the link the caret is in) becomes a link to it; with
 * nothing selected the address is inserted as the link's text; an empty address removes the link. Addresses the
 * sanitiser would remove are refused here with the reason (the server removes them anyway).
 */
export function LinkField({ editor, onClose, testId }: { editor: Editor; onClose: () => void; testId?: string }) {
  const t = useTranslations('RichTextEditor');
  const [href, setHref] = useState<string>(() => (editor.getAttributes('link').href as string | undefined) ?? 'https://');
  const [refused, setRefused] = useState(false);
  const errorId = useId();

  const apply = () => {
    const address = completeAddress(href);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!address || address === 'https://') {
      chain.unsetLink().run();
      return onClose();
    }
    if (!isAllowedAddress(address)) return setRefused(true);
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] }).run();
    } else {
      chain.setLink({ href: address }).run();
    }
    onClose();
  };

  return (
    <div className="rich-text-editor__link" data-testid={testId}>
      <Input
        size="small"
        type="url"
        value={href}
        autoFocus
        aria-label={t('href')}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? errorId : undefined}
        status={refused ? 'error' : undefined}
        data-testid={testId ? `${testId}-href` : undefined}
        onChange={(e) => {
          setHref(e.target.value);
          setRefused(false);
        }}
        onKeyDown={(e) => {
          // Enter applies the link instead of submitting the form around the editor; Escape goes back to the text.
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            editor.commands.focus();
            onClose();
          }
        }}
      />
      <Button size="small" type="primary" onClick={apply} data-testid={testId ? `${testId}-apply` : undefined}>
        {t('applyLink')}
      </Button>
      <Button
        size="small"
        onClick={() => {
          editor.commands.focus();
          onClose();
        }}
      >
        {t('cancelLink')}
      </Button>
      {refused ? (
        <span id={errorId} role="alert" className="rich-text-editor__error">
          {t('hrefRefused')}
        </span>
      ) : null}
    </div>
  );
}
