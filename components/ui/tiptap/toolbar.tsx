'use client';
import {
  BoldOutlined,
  ClearOutlined,
  CodeOutlined,
  DeleteColumnOutlined,
  DeleteOutlined,
  DeleteRowOutlined,
  DisconnectOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  ItalicOutlined,
  LineOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { ChainedCommands, Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Button } from 'antd';
import '@/styles/antd/button.css';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

type Label = 'paragraph' | 'heading2' | 'heading3' | 'heading4' | 'bold' | 'italic' | 'underline' | 'strike' | 'subscript' | 'superscript' | 'code' | 'bulletList' | 'orderedList' | 'blockquote' | 'codeBlock' | 'horizontalRule' | 'link' | 'unlink' | 'insertTable' | 'addRow' | 'deleteRow' | 'addColumn' | 'deleteColumn' | 'deleteTable' | 'clear' | 'undo' | 'redo';

interface Action {
  /** Its name (RichTextEditor.<action>) and `data-action`, which the browser tests click. */
  action: Label;
  /** An icon, or the short text shown instead (RichTextEditor.<action>Short; the name is said in full). */
  icon?: ReactNode;
  short?: 'heading2Short' | 'heading3Short' | 'heading4Short' | 'subscriptShort' | 'superscriptShort';
  run: (chain: ChainedCommands) => ChainedCommands;
  /** For a toggle: whether it is on where the caret is (aria-pressed). */
  active?: (editor: Editor) => boolean;
  /** Whether it is offered where the caret is, besides whether it can be done (a new table: not inside a table). */
  offered?: (editor: Editor) => boolean;
}

const heading = (level: 2 | 3 | 4): Action => ({
  action: `heading${level}`,
  short: `heading${level}Short`,
  run: (c) => c.toggleHeading({ level }),
  active: (e) => e.isActive('heading', { level }),
});
const mark = (action: Label, name: string, icon?: ReactNode, short?: Action['short']): Action => ({ action, icon, short, run: (c) => c.toggleMark(name), active: (e) => e.isActive(name) });
// The row and column commands can be done only with the caret in a table, so they are disabled elsewhere.
const inTable = (e: Editor) => e.isActive('table');

/** The buttons in groups (a gap between groups): block styles, marks, blocks, links, tables, clearing, history. */
const GROUPS: Action[][] = [
  [{ action: 'paragraph', run: (c) => c.setParagraph(), active: (e) => e.isActive('paragraph') }, heading(2), heading(3), heading(4)],
  [
    mark('bold', 'bold', <BoldOutlined />),
    mark('italic', 'italic', <ItalicOutlined />),
    mark('underline', 'underline', <UnderlineOutlined />),
    mark('strike', 'strike', <StrikethroughOutlined />),
    mark('subscript', 'subscript', undefined, 'subscriptShort'),
    mark('superscript', 'superscript', undefined, 'superscriptShort'),
    mark('code', 'code', <CodeOutlined />),
  ],
  [
    { action: 'bulletList', icon: <UnorderedListOutlined />, run: (c) => c.toggleBulletList(), active: (e) => e.isActive('bulletList') },
    { action: 'orderedList', icon: <OrderedListOutlined />, run: (c) => c.toggleOrderedList(), active: (e) => e.isActive('orderedList') },
    { action: 'blockquote', run: (c) => c.toggleBlockquote(), active: (e) => e.isActive('blockquote') },
    { action: 'codeBlock', run: (c) => c.toggleCodeBlock(), active: (e) => e.isActive('codeBlock') },
    { action: 'horizontalRule', icon: <LineOutlined />, run: (c) => c.setHorizontalRule() },
  ],
  [
    { action: 'insertTable', icon: <TableOutlined />, run: (c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }), offered: (e) => !inTable(e) },
    { action: 'addRow', icon: <InsertRowBelowOutlined />, run: (c) => c.addRowAfter() },
    { action: 'deleteRow', icon: <DeleteRowOutlined />, run: (c) => c.deleteRow() },
    { action: 'addColumn', icon: <InsertRowRightOutlined />, run: (c) => c.addColumnAfter() },
    { action: 'deleteColumn', icon: <DeleteColumnOutlined />, run: (c) => c.deleteColumn() },
    { action: 'deleteTable', icon: <DeleteOutlined />, run: (c) => c.deleteTable(), offered: inTable },
  ],
  [{ action: 'clear', icon: <ClearOutlined />, run: (c) => c.unsetAllMarks().clearNodes() }],
  [
    { action: 'undo', icon: <UndoOutlined />, run: (c) => c.undo() },
    { action: 'redo', icon: <RedoOutlined />, run: (c) => c.redo() },
  ],
];
const ALL = GROUPS.flat();

/**
 * The formatting buttons above a rich-text body (antd buttons with their names from messages; a toggle says whether it
 * is on with aria-pressed). The link button opens the link field (`onLink`), the editor's own.
 */
export function RichTextToolbar({ editor, controls, onLink, testId }: { editor: Editor; controls: string; onLink: () => void; testId?: string }) {
  const t = useTranslations('RichTextEditor');
  // Re-rendered when what the buttons show changes, not on every keystroke.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: Object.fromEntries(ALL.map((a) => [a.action, a.active?.(e) ?? false])) as Record<Label, boolean>,
      can: Object.fromEntries(ALL.map((a) => [a.action, (a.offered?.(e) ?? true) && a.run(e.can().chain()).run()])) as Record<Label, boolean>,
      link: e.isActive('link'),
      editable: e.isEditable,
    }),
  });

  const button = (key: string, action: Label, icon: ReactNode, text: string | null, onClick: () => void, pressed?: boolean, enabled = true) => (
    <Button
      key={key}
      size="small"
      // Always the text variant: antd wraps other variants in its click wave, so switching would remount the button.
      variant="text"
      color={pressed ? 'primary' : 'default'}
      className={pressed ? 'rich-text-editor__on' : undefined}
      icon={icon}
      aria-label={t(action)}
      title={t(action)}
      aria-pressed={pressed}
      data-action={action}
      disabled={!state.editable || !enabled}
      onClick={onClick}
    >
      {text}
    </Button>
  );

  return (
    <div className="rich-text-editor__toolbar" role="toolbar" aria-label={t('toolbar')} aria-controls={controls} data-testid={testId}>
      {GROUPS.map((group, i) => (
        <span className="rich-text-editor__group" key={i}>
          {group.map((a) =>
            button(
              a.action,
              a.action,
              a.icon,
              a.icon ? null : t(a.short ?? a.action),
              () => a.run(editor.chain().focus()).run(),
              a.active ? state.active[a.action] : undefined,
              // What cannot be done here is disabled (a heading in a list item, undo with nothing to undo); what is on stays usable.
              state.can[a.action] || state.active[a.action],
            ),
          )}
          {i === 2 ? (
            <>
              {button('link', 'link', <LinkOutlined />, null, onLink, state.link)}
              {button('unlink', 'unlink', <DisconnectOutlined />, null, () => editor.chain().focus().extendMarkRange('link').unsetLink().run(), undefined, state.link)}
            </>
          ) : null}
        </span>
      ))}
    </div>
  );
}
