// @vitest-environment jsdom
import type { Editor } from '@tiptap/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { sanitizeRichText } from '@/lib/security/rich-text';
import { renderWithProviders } from '@/tests/render';
import { RichTextEditorBody } from './editor';

/** A screen holding the body in its state, as the editing forms do; `reset` empties it from outside. */
function Screen({ initial = '', changes }: { initial?: string; changes: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditorBody
        id="body"
        aria-label="Body"
        value={value}
        onChange={(html) => {
          changes.push(html);
          setValue(html);
        }}
        testId="body"
      />
      <button type="button" onClick={() => setValue('')}>
        reset
      </button>
    </>
  );
}

async function open(locale: 'zh' | 'en', initial = '') {
  const changes: string[] = [];
  renderWithProviders(<Screen initial={initial} changes={changes} />, { locale, namespaces: ['RichTextEditor'] });
  const area = (await screen.findByRole('textbox', { name: 'Body' })) as HTMLElement & { editor: Editor };
  const toolbar = screen.getByRole('toolbar');
  // The selection the person would make with the mouse: ProseMirror's own, as jsdom has no layout to drag over.
  const select = (from: number, to: number) => act(() => void area.editor.commands.setTextSelection({ from, to }));
  return { area, toolbar, changes, select, last: () => changes.at(-1) };
}

// jsdom lays nothing out: ProseMirror's scroll-into-view after a command asks a range for its rectangles.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) });
});

describe('RichTextEditorBody', () => {
  const NAMES = {
    zh: { toolbar: '正文格式', buttons: ['段落', '加粗', '斜体', '无序列表', '有序列表', '插入或修改链接', '撤销', '重做'], h2: '二级标题（H2）' },
    en: { toolbar: 'Text formatting', buttons: ['Text', 'Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Add or change a link', 'Undo', 'Redo'], h2: 'Heading 2 (H2)' },
  } as const;
  for (const locale of ['zh', 'en'] as const) {
    it(`names its toolbar and its buttons in the page language (${locale})`, async () => {
      const { toolbar } = await open(locale, '<p>Q355B</p>');
      const names = NAMES[locale];
      expect(toolbar).toHaveAccessibleName(names.toolbar);
      expect(toolbar).toHaveAttribute('aria-controls', 'body');
      for (const name of names.buttons) expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
      // A short label on the button, its full name said.
      expect(within(toolbar).getByRole('button', { name: names.h2 })).toHaveTextContent('H2');
      // Nothing to undo yet; the paragraph it is in is shown as on.
      expect(within(toolbar).getByRole('button', { name: names.buttons[6] })).toBeDisabled();
      expect(within(toolbar).getByRole('button', { name: names.buttons[0] })).toHaveAttribute('aria-pressed', 'true');
    });
  }

  it('makes the selected text bold and the paragraph a list, and says which is on', async () => {
    const { toolbar, select, last } = await open('en', '<p>Q355B steel</p>');
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    select(1, 6);
    fireEvent.click(bold);
    expect(last()).toBe('<p><strong>Q355B</strong> steel</p>');
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
    expect(last()).toBe('<ul><li><p><strong>Q355B</strong> steel</p></li></ul>');
    // A list item starts with a paragraph: no heading there, the button says so.
    expect(within(toolbar).getByRole('button', { name: 'Heading 2 (H2)' })).toBeDisabled();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Undo' }));
    expect(last()).toBe('<p><strong>Q355B</strong> steel</p>');
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Heading 2 (H2)' }));
    expect(last()).toBe('<h2><strong>Q355B</strong> steel</h2>');
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Undo' }));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Redo' }));
    expect(last()).toBe('<h2><strong>Q355B</strong> steel</h2>');
    // What the screen saves comes back from the sanitiser unchanged.
    expect(sanitizeRichText(last())).toBe(last());
  });

  it('links the selection to an allowed address and refuses a javascript: one with the reason', async () => {
    const { toolbar, select, last } = await open('en', '<p>GB standards</p>');
    select(1, 3);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Add or change a link' }));
    const href = await screen.findByRole('textbox', { name: 'Link address' });
    fireEvent.change(href, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only http and https web addresses');
    expect(href).toHaveAttribute('aria-invalid', 'true');
    expect(last()).toBeUndefined();
    fireEvent.change(href, { target: { value: 'www.gb688.cn' } });
    fireEvent.keyDown(href, { key: 'Enter' });
    expect(last()).toBe('<p><a rel="noopener noreferrer nofollow" href="https://www.gb688.cn">GB</a> standards</p>');
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Remove the link' }));
    expect(last()).toBe('<p>GB standards</p>');
  });

  it('takes a body the screen replaces without reporting it as an edit', async () => {
    const { area, changes } = await open('zh', '<p>旧的正文</p>');
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    await waitFor(() => expect(area).toHaveTextContent(''));
    expect(area.editor.isEmpty).toBe(true);
    expect(changes).toEqual([]);
  });

  it('inserts a table, adds a row and a column, deletes them, and offers the table commands only in a table', async () => {
    const { toolbar, area, select, last } = await open('en', '<p>Composition</p>');
    const button = (name: string) => within(toolbar).getByRole('button', { name });
    for (const name of ['Add a row below', 'Delete the row', 'Add a column to the right', 'Delete the column', 'Delete the table']) expect(button(name)).toBeDisabled();
    select(12, 12);
    fireEvent.click(button('Insert a table (3 × 3, with a header row)'));
    const row = (cells: string, n = 3) => `<tr>${cells.repeat(n)}</tr>`;
    expect(last()).toBe(`<p>Composition</p><table><thead>${row('<th></th>')}</thead><tbody>${row('<td></td>').repeat(2)}</tbody></table>`);
    // The caret is in the new table's first cell: a new table is not offered there, the rest is.
    await waitFor(() => expect(button('Add a row below')).toBeEnabled());
    expect(button('Insert a table (3 × 3, with a header row)')).toBeDisabled();
    act(() => void area.editor.commands.insertContent('Grade'));
    // A row below the header row is a body row.
    fireEvent.click(button('Add a row below'));
    expect(last()).toBe(`<p>Composition</p><table><thead><tr><th>Grade</th>${'<th></th>'.repeat(2)}</tr></thead><tbody>${row('<td></td>').repeat(3)}</tbody></table>`);
    expect(sanitizeRichText(last())).toBe(last());
    fireEvent.click(button('Add a column to the right'));
    expect(last()).toContain(`<thead><tr><th>Grade</th>${'<th></th>'.repeat(3)}</tr></thead>`);
    fireEvent.click(button('Delete the column'));
    fireEvent.click(button('Delete the table'));
    expect(last()).toBe('<p>Composition</p>');
    await waitFor(() => expect(button('Insert a table (3 × 3, with a header row)')).toBeEnabled());
    expect(button('Delete the table')).toBeDisabled();
  });

  it('names the table buttons in Chinese', async () => {
    const { toolbar } = await open('zh', '<p>成分</p>');
    for (const name of ['插入表格（3 × 3，含表头行）', '在下方插入行', '删除行', '在右侧插入列', '删除列', '删除表格']) expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
  });

  it('warns that a table caption in the body will not be kept', async () => {
    await open('zh', '<table><caption>化学成分</caption><tbody><tr><td>0.20</td></tr></tbody></table>');
    expect(screen.getByRole('alert')).toHaveTextContent('此正文含有表格标题');
  });
});
