import { resolveLocale } from '@/lib/session/accept-language';
import { detectEmbeddedClient, englishRedirectTarget, isChunkLoadError, keepCxl, parsePermissionList, shouldHideContent, shouldReloadAfterChunkError, ssoAfterVerify, ssoFirstStep, takePointData, withRefresh } from '@/lib/session/rules';
import { localizePath } from '@/lib/i18n/locale-path';

const q = (s: string) => new URLSearchParams(s);

describe('resolveLocale', () => {
  it('chooses zh for the lang cookie CN and en for any other cookie value', () => {
    expect(resolveLocale('CN', 'en-US')).toBe('zh');
    expect(resolveLocale('EN', 'zh-CN')).toBe('en');
    expect(resolveLocale('fr', 'zh-CN')).toBe('en');
  });
  it('falls back to Accept-Language by quality, then to Chinese', () => {
    expect(resolveLocale(undefined, 'en-US,en;q=0.9')).toBe('en');
    expect(resolveLocale(undefined, 'fr;q=1, zh-TW;q=0.8, en;q=0.5')).toBe('zh');
    expect(resolveLocale(undefined, 'en;q=0.4, zh;q=0.9')).toBe('zh');
    expect(resolveLocale(undefined, 'de-DE')).toBe('zh');
    expect(resolveLocale(undefined, undefined)).toBe('zh');
    // q=0 means "not acceptable" (RFC 9110 12.4.2): zh;q=0 with English acceptable is English.
    expect(resolveLocale(undefined, 'zh;q=0, en;q=0.1')).toBe('en');
    expect(resolveLocale(undefined, 'zh-CN;q=0, fr, en-GB;q=0.3')).toBe('en');
    expect(resolveLocale(undefined, 'en;q=0, *;q=0.1')).toBe('zh');
    expect(resolveLocale(undefined, 'EN-gb')).toBe('en');
  });
});

describe('englishRedirectTarget', () => {
  it('sends an English session on an unprefixed path to /en keeping the query', () => {
    expect(englishRedirectTarget('/mind/mindIndex', '?a=1', 'en')).toBe('/en/mind/mindIndex?a=1');
    expect(englishRedirectTarget('/', '', 'en')).toBe('/en');
  });
  it('leaves prefixed paths and Chinese sessions alone', () => {
    expect(englishRedirectTarget('/en/mind', '', 'en')).toBeNull();
    expect(englishRedirectTarget('/mind', '', 'zh')).toBeNull();
    expect(englishRedirectTarget('/english', '', 'zh')).toBeNull();
    expect(englishRedirectTarget('/english', '', 'en')).toBe('/en/english');
  });
  it('localizes paths both ways', () => {
    expect(localizePath('/en/a', 'zh')).toBe('/a');
    expect(localizePath('/a', 'en')).toBe('/en/a');
    expect(localizePath('/', 'en')).toBe('/en');
  });
});

describe('hide-content flag', () => {
  it('is true by default and false with cxl=1 or the marker cookie', () => {
    expect(shouldHideContent(q(''))).toBe(true);
    expect(shouldHideContent(q('cxl=1'))).toBe(false);
    expect(shouldHideContent(q(''), '1')).toBe(false);
    expect(shouldHideContent(q('cxl=0'), '1')).toBe(true);
  });
  it('keeps cxl=1 on links while the flag is off, and only then', () => {
    expect(keepCxl('/a?b=2#h', false)).toBe('/a?b=2&cxl=1#h');
    expect(keepCxl('/a?cxl=1', false)).toBe('/a?cxl=1');
    expect(keepCxl('/a', true)).toBe('/a');
  });
});

describe('refresh and pointData', () => {
  it('adds a refresh timestamp', () => {
    expect(withRefresh(q('a=1'), 42).toString()).toBe('a=1&refresh=42');
  });
  it('takes the token out of pointData and adds refresh', () => {
    const taken = takePointData(q('pointData=tok&x=1'), 7);
    expect(taken?.token).toBe('tok');
    expect(taken?.params.toString()).toBe('x=1&refresh=7');
    expect(takePointData(q('x=1'), 7)).toBeNull();
  });
});

describe('SSO guard', () => {
  it('continues when there is no ssotoken or inside the embedded client', () => {
    expect(ssoFirstStep(q('a=1'), false, false, 1)).toEqual({ kind: 'continue' });
    expect(ssoFirstStep(q('ssotoken=j'), false, true, 1)).toEqual({ kind: 'continue' });
  });
  it('re-navigates without ssotoken when a token exists (step 1)', () => {
    const step = ssoFirstStep(q('ssotoken=j&a=1'), true, false, 5);
    expect(step.kind).toBe('renavigate');
    if (step.kind === 'renavigate') expect(step.params.toString()).toBe('a=1&refresh=5');
  });
  it('asks verifySSOToken when no token exists (step 2)', () => {
    expect(ssoFirstStep(q('ssotoken=jwt'), false, false, 5)).toEqual({ kind: 'verify', jwt: 'jwt' });
  });
  it('stores a returned token and re-navigates (step 3)', () => {
    const step = ssoAfterVerify(q('ssotoken=j'), { token: 'T' }, 'http://localhost:3000', [], 9);
    expect(step).toMatchObject({ kind: 'renavigate', setToken: 'T' });
  });
  it('follows a returned address only when same-origin or allow-listed (step 4)', () => {
    expect(ssoAfterVerify(q('ssotoken=j'), { data: '/my/info' }, 'http://localhost:3000', [], 9)).toEqual({
      kind: 'external',
      url: 'http://localhost:3000/my/info',
    });
    expect(ssoAfterVerify(q('ssotoken=j'), { data: 'https://evil.example/x' }, 'http://localhost:3000', [], 9)).toEqual({ kind: 'continue' });
    expect(ssoAfterVerify(q('ssotoken=j'), { data: 'https://sso.partner.cn/x' }, 'http://localhost:3000', ['https://sso.partner.cn'], 9)).toMatchObject({
      kind: 'external',
    });
  });
  it('continues on an empty or failed answer (step 5)', () => {
    expect(ssoAfterVerify(q('ssotoken=j'), null, 'http://localhost:3000', [], 9)).toEqual({ kind: 'continue' });
    expect(ssoAfterVerify(q('ssotoken=j'), {}, 'http://localhost:3000', [], 9)).toEqual({ kind: 'continue' });
  });
  it('never follows a protocol-relative, javascript:, backslash or encoded address', () => {
    for (const bad of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x', '/%2F%2Fevil.example', '/\tevil']) {
      expect(ssoAfterVerify(q('ssotoken=j'), { data: bad }, 'http://localhost:3000', [], 9)).toEqual({ kind: 'continue' });
    }
  });
});

describe('embedded client, chunk reload and permissions', () => {
  it('detects the embedded client by its global function', () => {
    expect(detectEmbeddedClient({ bridge: () => undefined }, 'bridge')).toBe(true);
    expect(detectEmbeddedClient({ bridge: 'x' }, 'bridge')).toBe(false);
    expect(detectEmbeddedClient(undefined, 'bridge')).toBe(false);
  });
  it('reloads after a chunk error at most once a minute', () => {
    expect(shouldReloadAfterChunkError(null, 1000)).toBe(true);
    expect(shouldReloadAfterChunkError(1000, 30000)).toBe(false);
    expect(shouldReloadAfterChunkError(1000, 61000)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('other'))).toBe(false);
  });
  it('parses the permission cookie, null while it is not there yet', () => {
    expect(parsePermissionList(undefined)).toBeNull();
    expect(parsePermissionList('["a",1,"b"]')).toEqual(['a', 'b']);
    expect(parsePermissionList('{bad')).toEqual([]);
  });
});
