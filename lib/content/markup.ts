/**
 * The content editor's formatting buttons (components/content/body-toolbar.tsx): each wraps the selected text of a
 * body in the markup `sanitizeRichText` keeps (lib/security/rich-text.ts), or inserts an empty element at the caret.
 * Pure, so it is tested without a browser; the server still cleans whatever is saved.
 */
export const MARKUP_ACTIONS = ['paragraph', 'heading', 'bold', 'italic', 'list', 'link'] as const;
export type MarkupAction = (typeof MARKUP_ACTIONS)[number];

export interface Edited {
  text: string;
  /** The selection after the edit: the wrapped text, or the caret inside an empty element. */
  start: number;
  end: number;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function wrap(action: MarkupAction, selected: string, href: string): [open: string, inner: string, close: string] {
  switch (action) {
    case 'paragraph':
      return ['<p>', selected, '</p>'];
    case 'heading':
      return ['<h2>', selected, '</h2>'];
    case 'bold':
      return ['<strong>', selected, '</strong>'];
    case 'italic':
      return ['<em>', selected, '</em>'];
    case 'list': {
      const lines = selected.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
      const items = (lines.length ? lines : ['']).map((l) => `<li>${l}</li>`).join('\n');
      return ['<ul>\n', items, '\n</ul>'];
    }
    case 'link':
      return [`<a href="${escapeAttribute(href)}">`, selected, '</a>'];
  }
}

/** `text` with the range [start, end) wrapped by `action`; `href` is the link's address (the link action only). */
export function applyMarkup(text: string, start: number, end: number, action: MarkupAction, href = 'https://'): Edited {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  const [open, inner, close] = wrap(action, text.slice(from, to), href);
  const next = text.slice(0, from) + open + inner + close + text.slice(to);
  return { text: next, start: from + open.length, end: from + open.length + inner.length };
}
