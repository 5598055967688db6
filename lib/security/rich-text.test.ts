import fc from 'fast-check';
import { richTextToPlain, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the allowed formatting as written', () => {
    const html = '<h2>Q355B</h2><p>Yield <strong>355 MPa</strong>, <em>min.</em> <u>note</u> <s>old</s> H<sub>2</sub>O x<sup>2</sup></p>'
      + '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote>quote</blockquote><pre><code>a &lt; b</code></pre>'
      + '<table><thead><tr><th colspan="2">C</th></tr></thead><tbody><tr><td rowspan="1">0.20</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts and their contents, wherever they hide', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeRichText('<p>x<SCRIPT src="//evil.example/x.js"></SCRIPT></p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
    expect(sanitizeRichText('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>')).not.toMatch(/onerror|<img/i);
  });

  it('removes event handlers, style and class attributes', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" onmouseover="x()" style="color:red" class="big">hi</p>')).toBe('<p>hi</p>');
    expect(sanitizeRichText('<img src="/atsteel/file/1" onerror="alert(1)" alt="a">')).toBe('<img src="/atsteel/file/1" alt="a" />');
  });

  it('removes javascript:, data: and vbscript: addresses, also when disguised', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java&#x09;script:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
      const out = sanitizeRichText(`<a href="${href}">x</a>`);
      expect(out).not.toMatch(/href/);
      expect(out).toContain('>x</a>');
    }
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toBe('<img />');
  });

  it('keeps http, https, mailto and relative links, and makes them open without the opener', () => {
    expect(sanitizeRichText('<a href="https://www.gb688.cn/" target="_blank">GB</a>')).toBe('<a href="https://www.gb688.cn/" target="_blank" rel="noopener noreferrer nofollow">GB</a>');
    expect(sanitizeRichText('<a href="/mind/mindIndex" target="_top" rel="opener">s</a>')).toBe('<a href="/mind/mindIndex" rel="noopener noreferrer nofollow">s</a>');
    expect(sanitizeRichText('<a href="mailto:service@example.com">m</a>')).toContain('href="mailto:service@example.com"');
  });

  it('allows images only from the portal itself', () => {
    expect(sanitizeRichText('<img src="https://evil.example/track.png">')).toBe('<img />');
    expect(sanitizeRichText('<img src="//evil.example/track.png">')).toBe('<img />');
    expect(sanitizeRichText('<img src="/uploads/a.png" width="100">')).toBe('<img src="/uploads/a.png" width="100" />');
  });

  it('removes iframes, objects, embeds, forms and style sheets', () => {
    const out = sanitizeRichText('<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x"><form action="/x"><input name="a"><button>b</button></form><style>p{color:red}</style><link rel="stylesheet" href="x"><meta http-equiv="refresh" content="0">t');
    expect(out).toBe('bt');
  });

  it('escapes text so it cannot open a tag', () => {
    expect(sanitizeRichText('<p>1 < 2 & 3 > 2</p>')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText(null)).toBe('');
  });

  it('is stable: cleaning clean text changes nothing (the render pass after the save pass)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.constantFrom('<p>', '</p>', '<a href="javascript:x">', '<script>', '<img src=/a onerror=x>', '<b>', '"', '<'), (text, tag) => {
        const once = sanitizeRichText(tag + text + tag);
        expect(sanitizeRichText(once)).toBe(once);
        expect(once).not.toMatch(/<script|onerror|javascript:/i);
      }),
      { numRuns: 200 },
    );
  });
});

describe('richTextToPlain', () => {
  it('answers the visible text only', () => {
    expect(richTextToPlain('<h2>Title</h2><p>a &amp; b <script>x()</script><strong>c</strong></p>')).toBe('Titlea & b c');
    expect(richTextToPlain(undefined)).toBe('');
  });
});
