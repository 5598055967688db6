// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { RICH_TEXT_TAGS, sanitizeRichText } from '@/lib/security/rich-text';
import { bodyHtml, richTextExtensions } from './extensions';
import { hasUnkeptMarkup } from './table';

/** A headless editor with the rich-text editor's extensions, the body the screens would store. */
function edited(html: string): string {
  const editor = new Editor({ element: document.createElement('div'), extensions: richTextExtensions(), content: html });
  try {
    return bodyHtml(editor);
  } finally {
    editor.destroy();
  }
}

/** The sanitiser writes void elements as `<img />`, the editor as `<img>`: the same markup. */
const sameVoids = (html: string) => html.replace(/\s*\/>/g, '>');

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

/** Every element and attribute of `html`, as the sanitiser's allow-list names them. */
function markupOf(html: string): { tags: string[]; attributes: string[] } {
  const root = document.createElement('div');
  root.innerHTML = html;
  const elements = [...root.querySelectorAll('*')];
  return {
    tags: [...new Set(elements.map((e) => e.tagName.toLowerCase()))],
    attributes: [...new Set(elements.flatMap((e) => [...e.attributes].map((a) => `${e.tagName.toLowerCase()}[${a.name}]`)))],
  };
}

describe('the rich-text editor writes only what the sanitiser keeps', () => {
  it('keeps every kind of formatting its toolbar offers, and the sanitiser changes none of it', () => {
    const body =
      '<h2>Q355B</h2><h3>Mechanical</h3><h4>Notes</h4>' +
      '<p>Yield <strong>355 MPa</strong>, <em>min.</em> <u>note</u> <s>old</s> H<sub>2</sub>O mm<sup>2</sup> <code>a &lt; b</code><br>next line</p>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol><blockquote><p>quote</p></blockquote><pre><code>x = 1</code></pre><hr>' +
      '<p><a rel="noopener noreferrer nofollow" href="https://www.gb688.cn/">GB</a> <a rel="noopener noreferrer nofollow" href="/mind/mindIndex">search</a> ' +
      '<a rel="noopener noreferrer nofollow" href="mailto:service@example.com">mail</a> <img src="/atsteel/file/1" alt="chart" width="100"></p>';
    const out = edited(body);
    expect(out).toBe(body);
    expect(sameVoids(sanitizeRichText(out))).toBe(out);
  });

  it('reads the other forms the sanitiser keeps (b, i, a link opening a new tab) and writes them the editor’s way', () => {
    const out = edited('<p><b>bold</b> <i>italic</i> <a href="https://x.cn" target="_blank">x</a></p>');
    expect(out).toBe('<p><strong>bold</strong> <em>italic</em> <a target="_blank" rel="noopener noreferrer nofollow" href="https://x.cn">x</a></p>');
    expect(sanitizeRichText(out)).toBe(out);
  });

  it('drops what the sanitiser would drop, so nothing it writes is removed on save', () => {
    const hostile =
      '<h1>big</h1><h5>small</h5><p onclick="x()" style="color:red" class="c">text<script>alert(1)</script></p>' +
      '<ol type="a" start="2"><li>a</li></ol><pre><code class="language-js">let a</code></pre>' +
      '<p><a href="javascript:alert(1)">js</a> <a href="//evil.example/x">proto</a> <a href="data:text/html,x">data</a> <span style="x">span</span></p>' +
      '<p><img src="https://evil.example/t.png"><img src="data:image/png;base64,AAAA"><img src="//evil.example/t.png"><iframe src="https://evil.example"></iframe></p>';
    const out = edited(hostile);
    const { tags, attributes } = markupOf(out);
    expect(tags.filter((t) => !(RICH_TEXT_TAGS as readonly string[]).includes(t))).toEqual([]);
    expect(attributes.filter((a) => !ALLOWED_ATTRIBUTES[a.slice(0, a.indexOf('['))]?.includes(a.slice(a.indexOf('[') + 1, -1)))).toEqual([]);
    expect(out).not.toMatch(/script|javascript:|evil|data:|class=|style=|type=/);
    expect(out).toContain('<ol start="2">');
    expect(out).toContain('<pre><code>let a</code></pre>');
    expect(sameVoids(sanitizeRichText(out))).toBe(out);
  });

  it('stores an empty body as nothing, and leaves off the empty paragraph kept after a list', () => {
    expect(edited('')).toBe('');
    expect(edited('<p></p>')).toBe('');
    expect(edited('<ul><li><p>a</p></li></ul>')).toBe('<ul><li><p>a</p></li></ul>');
  });

  it('keeps a table as it is stored: header rows, body rows, spans, scope, a cell with more than one paragraph', () => {
    const body =
      '<p>Chemical composition</p><table><thead><tr><th scope="col">Grade</th><th colspan="2">C</th></tr></thead>' +
      '<tbody><tr><th scope="row">Q355B</th><td rowspan="2">0.20</td><td>H<sub>2</sub></td></tr><tr><td><p>one</p><p>two</p></td><td><strong>x</strong></td></tr>' +
      '<tr><td><ul><li><p>a</p></li></ul></td><td></td><td>mm<sup>2</sup></td></tr></tbody></table><p>after</p>';
    const out = edited(body);
    expect(out).toBe(body);
    expect(sanitizeRichText(out)).toBe(out);
  });

  it('writes tables in the one form it keeps, with nothing the sanitiser drops', () => {
    // Rows straight in the table, a header row in the body, Tiptap's widths and alignment, a default span, a paragraph per cell.
    const out = edited(
      '<table><colgroup><col width="120"></colgroup><tr><th>a</th><th>b</th></tr>' +
        '<tr><td colwidth="120" style="text-align: right" rowspan="1"><p>1</p></td><td>2</td></tr></table>',
    );
    expect(out).toBe('<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>');
    expect(sanitizeRichText(out)).toBe(out);
    const { tags, attributes } = markupOf(out);
    expect(tags).not.toContain('colgroup');
    expect(attributes).toEqual([]);
  });

  it('inserts a 3 × 3 table with a header row that the sanitiser keeps', () => {
    const editor = new Editor({ element: document.createElement('div'), extensions: richTextExtensions(), content: '' });
    try {
      editor.commands.insertTable({ rows: 3, cols: 3, withHeaderRow: true });
      const out = bodyHtml(editor);
      expect(out).toBe(`<table><thead><tr>${'<th></th>'.repeat(3)}</tr></thead><tbody>${`<tr>${'<td></td>'.repeat(3)}</tr>`.repeat(2)}</tbody></table>`);
      expect(sanitizeRichText(out)).toBe(out);
    } finally {
      editor.destroy();
    }
  });

  it('knows the table markup it cannot keep: a caption', () => {
    expect(hasUnkeptMarkup('<table><caption>Composition</caption><tr><td>0.20</td></tr></table>')).toBe(true);
    expect(hasUnkeptMarkup('<table><tr><td>0.20</td></tr></table><p>a <sub>2</sub> <img src="/a.png"></p>')).toBe(false);
    expect(hasUnkeptMarkup(null)).toBe(false);
    expect(edited('<table><caption>Composition</caption><tbody><tr><td>0.20</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td>Composition</td></tr><tr><td>0.20</td></tr></tbody></table>',
    );
  });
});
