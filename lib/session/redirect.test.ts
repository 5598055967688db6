import fc from 'fast-check';
import { checkRedirect, returnPath } from './redirect';

const ORIGIN = 'http://localhost:3000';

/** Hostile "go back to" values: every one must land on the home page. */
const HOSTILE = [
  '',
  ' ',
  'https://evil.example',
  'http://evil.example/path',
  'HTTPS://evil.example',
  'http://localhost:3000/my/info',
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/ /evil.example',
  '/\u0000/evil.example',
  '/\u001f/evil.example',
  '/\u007f/evil.example',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  '/\ufeff/evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%255Cevil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%00',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  '/javascript:alert(1)'.slice(1),
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'evil.example',
  '.evil.example',
  '@evil.example',
  '/@evil.example'.slice(1),
  'mailto:a@b.c',
  '/login',
  '/en/login?redirect=/x',
  '/register',
  '/password',
  '/login22',
  'x'.repeat(3000),
];

describe('returnPath (the one redirect gate)', () => {
  it.each(HOSTILE)('sends %j to the home page', (raw) => {
    expect(returnPath(raw, 'zh', ORIGIN)).toBe('/');
    expect(returnPath(raw, 'en', ORIGIN)).toBe('/en');
  });

  it('keeps same-origin paths with their query and hash', () => {
    expect(returnPath('/my/info', 'zh', ORIGIN)).toBe('/my/info');
    expect(returnPath('/en/my/myFavorites?page=2#top', 'en', ORIGIN)).toBe('/en/my/myFavorites?page=2#top');
    expect(returnPath('/mind/mindIndex?keyword=50%25%20x&family=steel', 'zh', ORIGIN)).toBe('/mind/mindIndex?keyword=50%25%20x&family=steel');
    expect(returnPath('/mind/seeDetail?id=12', 'en', ORIGIN)).toBe('/mind/seeDetail?id=12');
    expect(returnPath('/mind/a%20b', 'zh', ORIGIN)).toBe('/mind/a%20b');
  });

  it('answers the path the browser would open (dot segments resolved)', () => {
    expect(returnPath('/a/../my/info', 'zh', ORIGIN)).toBe('/my/info');
    expect(returnPath('/./my/info', 'zh', ORIGIN)).toBe('/my/info');
    expect(returnPath('/.//evil.example', 'zh', ORIGIN)).toBe('/');
  });

  it('refuses non-strings', () => {
    for (const raw of [null, undefined, 1, {}, ['/my/info']]) expect(returnPath(raw, 'zh', ORIGIN)).toBe('/');
  });

  it('property: whatever the input, the answer is the home page or a path the browser resolves on our origin', () => {
    const pieces = fc.constantFrom('/', '//', '\\', '%2F', '%5C', '%25', '%', '\t', '\n', ':', '@', '.', '..', 'evil.example', 'my', '?', '#', 'http:', 'javascript:', ' ', '\u0000');
    const hostile = fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(hostile, fc.string(), fc.webUrl(), fc.webPath()), (raw) => {
        const path = returnPath(raw, 'zh', ORIGIN);
        // Opened from our origin, or from another one (after a proxy rewrite), it stays there.
        return (
          path.startsWith('/') &&
          !path.startsWith('//') &&
          !/[\\\u0000-\u001f]/.test(path) &&
          new URL(path, ORIGIN).origin === ORIGIN &&
          new URL(path, 'https://portal.example').origin === 'https://portal.example'
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe('checkRedirect for the SSO guard', () => {
  it('follows absolute URLs only of allow-listed origins', () => {
    expect(checkRedirect('https://sso.partner.cn/back', ORIGIN, ['https://sso.partner.cn'])).toBe('https://sso.partner.cn/back');
    expect(checkRedirect('https://sso.partner.cn.evil.example/', ORIGIN, ['https://sso.partner.cn'])).toBeNull();
    expect(checkRedirect('https://user:pw@sso.partner.cn/', ORIGIN, ['https://sso.partner.cn'])).toBeNull();
    expect(checkRedirect('https://evil.example/', ORIGIN, ['https://sso.partner.cn'])).toBeNull();
    expect(checkRedirect('https://sso.partner.cn/', ORIGIN, [])).toBeNull();
    expect(checkRedirect('javascript:alert(1)', ORIGIN, ['https://sso.partner.cn'])).toBeNull();
    expect(checkRedirect('/my/info', ORIGIN, [])).toBe('/my/info');
  });
});
