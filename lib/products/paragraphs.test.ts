import { describe, expect, it } from 'vitest';
import { htmlToParagraphs, paragraphsToHtml } from './paragraphs';

describe('introduction paragraphs', () => {
  it('turns paragraphs into escaped <p> HTML', () => {
    expect(paragraphsToHtml('a < b\n\nline 1\nline 2\n\n\n')).toBe('<p>a &lt; b</p><p>line 1<br>line 2</p>');
    expect(paragraphsToHtml('  ')).toBe('');
  });

  it('reads cleaned HTML back as the text typed', () => {
    const text = 'Grade Q355B & more\n\nSecond <line>\nnext';
    expect(htmlToParagraphs(paragraphsToHtml(text))).toBe(text);
    expect(htmlToParagraphs('<h2>Title</h2><ul><li>one</li></ul>')).toBe('Title\n\none');
  });
});
