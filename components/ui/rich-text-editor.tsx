'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { RichTextEditorProps } from './tiptap/editor';
import './rich-text-editor.css';

function EditorLoading() {
  const t = useTranslations('RichTextEditor');
  return (
    <div className="rich-text-editor rich-text-editor--loading" aria-busy="true">
      <div className="rich-text-editor__toolbar rich-text-editor__toolbar--loading" aria-hidden="true" />
      <div className="rich-text-editor__content">{t('loading')}</div>
    </div>
  );
}

// Tiptap and ProseMirror (~130 KB of script) load when an editing form first shows a body, never with a page.
const RichTextEditorBody = dynamic(() => import('./tiptap/editor').then((m) => m.RichTextEditorBody), { ssr: false, loading: () => <EditorLoading /> });

/**
 * The formatted-text field of the editing screens (news and help, announcements, the directories): a toolbar and an
 * editable area that write HTML the server's sanitiser keeps (lib/security/rich-text.ts cleans it again on save).
 * `value` / `onChange(html)` as a text field; `name` also keeps the HTML in a hidden field of the form. The screen's
 * island sends the `RichTextEditor` messages. Public pages render bodies with `<RichText>` and never load this.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <>
      {props.name ? <input type="hidden" name={props.name} value={props.value} /> : null}
      <RichTextEditorBody {...props} />
    </>
  );
}

export type { RichTextEditorProps };
