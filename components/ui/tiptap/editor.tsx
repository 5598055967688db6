'use client';
import { EditorContent, useEditor } from '@tiptap/react';
import { Alert } from 'antd';
import '@/styles/antd/alert.css';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { bodyHtml, richTextExtensions } from './extensions';
import { LinkField } from './link-field';
import { hasUnkeptMarkup } from './table';
import { RichTextToolbar } from './toolbar';

export interface RichTextEditorProps {
  /** The id of the editable area (the toolbar controls it). */
  id: string;
  /** The body as HTML ('' when empty). */
  value: string;
  onChange: (html: string) => void;
  /** A hidden field of this name holds the HTML, for a form read by name (components/ui/rich-text-editor.tsx). */
  name?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  disabled?: boolean;
  /** On the editor's box; its toolbar is `${testId}-toolbar`, the link field `${testId}-link`. */
  testId?: string;
}

/**
 * The rich-text editor of editors' bodies (Tiptap on ProseMirror): the toolbar, the link field and the editable area,
 * writing only markup the server's sanitiser keeps (./extensions.ts). Loaded on demand through
 * components/ui/rich-text-editor.tsx, never imported directly by a screen: Tiptap is ~130 KB of script.
 */
export function RichTextEditorBody({ id, value, onChange, 'aria-label': ariaLabel, 'aria-labelledby': labelledBy, disabled = false, testId }: RichTextEditorProps) {
  const t = useTranslations('RichTextEditor');
  const [linking, setLinking] = useState(false);
  const [unkept, setUnkept] = useState(() => hasUnkeptMarkup(value));
  // The latest onChange, so the editor (made once) always calls the screen's current one.
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  // Options that stay the same from render to render, so useEditor does not hand them to the editor on every keystroke.
  const [extensions] = useState(richTextExtensions);
  const [initial] = useState(value);
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        class: 'rich-text rich-text-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
        ...(testId ? { 'data-testid': `${testId}-input` } : {}),
      },
    }),
    [id, ariaLabel, labelledBy, testId],
  );
  const editor = useEditor({
    extensions,
    content: initial,
    editable: !disabled,
    immediatelyRender: false,
    editorProps,
    onUpdate: ({ editor: e }) => changed.current(bodyHtml(e)),
  });

  // A value set by the screen (the server's cleaned body after a save, an emptied form) replaces the text; the
  // editor's own changes come back equal and change nothing, so the caret stays where it is.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === bodyHtml(editor)) return;
    editor.commands.setContent(value, { emitUpdate: false });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- follows a body the screen replaced
    setUnkept(hasUnkeptMarkup(value));
  }, [editor, value]);

  useEffect(() => {
    // Without an update event: making the editor read-only is not an edit of the body.
    if (editor && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <div className="rich-text-editor" data-testid={testId}>
      {unkept ? <Alert className="rich-text-editor__warning" type="warning" showIcon title={t('unkept')} /> : null}
      {editor ? (
        <>
          <RichTextToolbar editor={editor} controls={id} onLink={() => setLinking((l) => !l)} testId={testId ? `${testId}-toolbar` : undefined} />
          {linking ? <LinkField editor={editor} onClose={() => setLinking(false)} testId={testId ? `${testId}-link` : undefined} /> : null}
        </>
      ) : (
        <div className="rich-text-editor__toolbar rich-text-editor__toolbar--loading" aria-hidden="true" />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
