import { mergeAttributes, type AnyExtension, type Attributes } from '@tiptap/core';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';

/**
 * Tables as the server's sanitiser keeps them (lib/security/rich-text.ts): `table`, `thead`, `tbody`, `tr`, `th`
 * (colspan, rowspan, scope) and `td` (colspan, rowspan), nothing else. Tiptap's own output is narrowed to that: no
 * `<colgroup>`, no `style` on the table (its minimum width), no `colwidth` or `text-align` on cells; column resizing is
 * off (it would write widths the sanitiser drops). ProseMirror's table has rows only, so `writtenTables` puts the
 * leading rows of header cells back into a `<thead>` and writes a cell holding one plain paragraph as its text.
 */

/** A cell's spans (written only when not 1) and Tiptap's column width, kept for its table commands but never written. */
const cellAttributes = (): Attributes => ({
  colspan: { default: 1 },
  rowspan: { default: 1 },
  colwidth: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
});

const AllowedTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    return ['table', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), ['tbody', 0]];
  },
});

const AllowedCell = TableCell.extend({ addAttributes: cellAttributes });

const AllowedHeader = TableHeader.extend({
  addAttributes: () => ({ ...cellAttributes(), scope: { default: null } }),
});

/** The table's four extensions: no resizing, no node view (the editor shows the table as it is stored). */
export function tableExtensions(): AnyExtension[] {
  return [AllowedTable.configure({ resizable: false, View: null }), TableRow, AllowedHeader, AllowedCell];
}

const isHeadRow = (row: Element) => row.children.length > 0 && [...row.children].every((cell) => cell.tagName === 'TH');

/**
 * The editor's HTML with its tables written as they are stored: the leading rows of header cells in a `<thead>` (the
 * rest in the `<tbody>`), and a cell whose only content is one plain paragraph as that paragraph's content
 * (`<td>0.20</td>`, as bodies were written before; a cell with more keeps its paragraphs). Browser only (a template).
 */
export function writtenTables(html: string): string {
  if (!html.includes('<table')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const body of template.content.querySelectorAll('table > tbody')) {
    const head = document.createElement('thead');
    while (body.firstElementChild && isHeadRow(body.firstElementChild)) head.append(body.firstElementChild);
    if (head.childElementCount > 0) body.before(head);
    if (body.childElementCount === 0) body.remove();
  }
  for (const cell of template.content.querySelectorAll('th, td')) {
    const only = cell.childNodes.length === 1 ? cell.firstElementChild : null;
    if (only?.tagName === 'P' && only.attributes.length === 0) only.replaceWith(...only.childNodes);
  }
  return template.innerHTML;
}

/** Table markup a body may hold (the sanitiser allows it) that this editor cannot keep: a caption (it becomes a row). */
export function hasUnkeptMarkup(html: string | null | undefined): boolean {
  return /<caption\b/i.test(html ?? '');
}
