import { applyMarkup } from './markup';

describe('applyMarkup (the content editor toolbar)', () => {
  it('wraps the selection and keeps it selected', () => {
    expect(applyMarkup('steel grade', 0, 5, 'bold')).toEqual({ text: '<strong>steel</strong> grade', start: 8, end: 13 });
    expect(applyMarkup('Title', 0, 5, 'heading').text).toBe('<h2>Title</h2>');
    expect(applyMarkup('a b', 2, 3, 'italic').text).toBe('a <em>b</em>');
  });

  it('inserts an empty element at the caret, the caret inside it', () => {
    expect(applyMarkup('ab', 1, 1, 'paragraph')).toEqual({ text: 'a<p></p>b', start: 4, end: 4 });
  });

  it('makes one list item per selected line, blank lines left out', () => {
    expect(applyMarkup('Q235B\n\n Q355B \n', 0, 15, 'list').text).toBe('<ul>\n<li>Q235B</li>\n<li>Q355B</li>\n</ul>');
  });

  it('quotes the link address and clamps a selection beyond the text', () => {
    expect(applyMarkup('docs', 0, 99, 'link', 'https://example.com/?a=1&b="2"').text).toBe('<a href="https://example.com/?a=1&amp;b=&quot;2&quot;">docs</a>');
    expect(applyMarkup('docs', 4, 0, 'bold').text).toBe('<strong>docs</strong>');
  });
});
