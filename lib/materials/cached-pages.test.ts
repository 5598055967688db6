import { describe, expect, it } from 'vitest';
import { cachedPageAction, decodeSearchSegment, encodeSearchSegment } from './cached-pages';
import { isRewrittenPath } from './paths';

const q = (s: string) => new URLSearchParams(s);

describe('cachedPageAction (proxy.ts rewrites for cached pages)', () => {
  it('rewrites a standard address to its cached route with family and page, per language', () => {
    expect(cachedPageAction('/mind/standard', q('id=2'), 'g1')).toEqual({ kind: 'rewrite', path: '/zh/mind/standard/g1/steel/2/1' });
    expect(cachedPageAction('/en/mind/standard', q('id=GB%2FT%20700-2006&family=welding&page=3&cxl=1'), 'g1')).toEqual({ kind: 'rewrite', path: '/en/mind/standard/g1/welding/-/3' });
    expect(cachedPageAction('/mind/standard', q('id=7&family=nope&page=abc'), 'g1')).toEqual({ kind: 'rewrite', path: '/zh/mind/standard/g1/steel/7/1' });
    expect(cachedPageAction('/mind/standard', q('id=7&page=0'), 'g1')).toEqual({ kind: 'rewrite', path: '/zh/mind/standard/g1/steel/7/1' });
    // Without an id: the prompt page, not cached.
    expect(cachedPageAction('/mind/standard', q('family=alloy'), 'g1')).toBeNull();
  });

  it('redirects an internal standard route to its public address', () => {
    expect(cachedPageAction('/mind/standard/g0/alloy/9/2', q(''), 'g1')).toEqual({ kind: 'redirect', path: '/mind/standard', search: '?id=9&family=alloy&page=2' });
    expect(cachedPageAction('/en/mind/standard/g0/steel/9/1', q('cxl=1'), 'g1')).toEqual({ kind: 'redirect', path: '/en/mind/standard', search: '?cxl=1&id=9' });
    expect(cachedPageAction('/mind/standard/x', q(''), 'g1')).toEqual({ kind: 'redirect', path: '/mind/standard', search: '' });
  });

  it('rewrites a detail address naming a record to its cached route, per language', () => {
    expect(cachedPageAction('/mind/seeDetail', q('id=q355b-stl012'), 'g1')).toEqual({ kind: 'rewrite', path: '/zh/mind/seeDetail/g1/q355b-stl012' });
    expect(cachedPageAction('/en/mind/seeDetailHC', q('id=12&cxl=1'), 'g1')).toEqual({ kind: 'rewrite', path: '/en/mind/seeDetailHC/g1/12' });
    expect(cachedPageAction('/mind/seeDetailLHJ', q('id=%2012%20'), 'g1')).toEqual({ kind: 'rewrite', path: '/zh/mind/seeDetailLHJ/g1/12' });
  });

  it('sends ids that cannot be a record to the cached 404 and leaves the prompt (no id) alone', () => {
    expect(cachedPageAction('/mind/seeDetail', q('id=../../x'), 'g1')).toEqual({ kind: 'rewrite', path: '/zh/mind/seeDetail/g1/-' });
    expect(cachedPageAction('/mind/seeDetail', q('id=%E4%B8%AD'), 'g1')).toEqual({ kind: 'rewrite', path: '/zh/mind/seeDetail/g1/-' });
    expect(cachedPageAction('/mind/seeDetail', q(''), 'g1')).toBeNull();
    expect(cachedPageAction('/mind/seeDetail', q(`id=${'a'.repeat(201)}`), 'g1')).toBeNull();
  });

  it('rewrites the home page to its cached route', () => {
    expect(cachedPageAction('/', q(''), 'g2')).toEqual({ kind: 'rewrite', path: '/zh/cached-home/g2' });
    expect(cachedPageAction('/en', q('cxl=1'), 'g2')).toEqual({ kind: 'rewrite', path: '/en/cached-home/g2' });
  });

  it('redirects requests for the internal routes to the public address', () => {
    expect(cachedPageAction('/mind/seeDetail/g0/q355b', q('cxl=1'), 'g1')).toEqual({ kind: 'redirect', path: '/mind/seeDetail', search: '?cxl=1&id=q355b' });
    expect(cachedPageAction('/en/mind/seeDetail/x', q(''), 'g1')).toEqual({ kind: 'redirect', path: '/en/mind/seeDetail', search: '' });
    expect(cachedPageAction('/cached-home/g1', q(''), 'g1')).toEqual({ kind: 'redirect', path: '/', search: '' });
    expect(cachedPageAction('/en/cached-home/g1', q(''), 'g1')).toEqual({ kind: 'redirect', path: '/en', search: '' });
  });

  it('leaves every other page to the language middleware', () => {
    expect(cachedPageAction('/mind/mindIndex', q('id=1'), 'g1')).toBeNull();
    expect(cachedPageAction('/zh/mind/seeDetail', q('id=1'), 'g1')).toBeNull();
  });

  it('rewrites a family search with criteria to its cached route, keyed by the canonical query', () => {
    const seg = (query: string) => encodeSearchSegment(query);
    expect(cachedPageAction('/mind/mindIndex', q('q=Q355'), 'g1')).toEqual({ kind: 'rewrite', path: `/zh/mind/mindIndex/g1/${seg('q=Q355')}` });
    // The old parameter name, defaults and page flags (cxl) give the same page as the canonical query.
    expect(cachedPageAction('/mind/mindIndex', q('keyword=Q355&page=1&size=20&cxl=1'), 'g1')).toEqual({ kind: 'rewrite', path: `/zh/mind/mindIndex/g1/${seg('q=Q355')}` });
    expect(cachedPageAction('/en/material/searchHV', q('pr=tensileStrength:600:800&sort=tensileStrength&order=asc'), 'g2')).toEqual({
      kind: 'rewrite',
      path: `/en/material/searchHV/g2/${seg('pr=tensileStrength%3A600%3A800&sort=tensileStrength&order=asc')}`,
    });
    expect(cachedPageAction('/material/searchLHJ', q('q=%E4%B8%AD%20%2F..%2F'), 'g1')).toEqual({ kind: 'rewrite', path: `/zh/material/searchLHJ/g1/${seg('q=%E4%B8%AD+%2F..%2F')}` });
  });

  it('leaves the search screen without criteria to be rendered per request (hot keywords)', () => {
    expect(cachedPageAction('/mind/mindIndex', q(''), 'g1')).toBeNull();
    expect(cachedPageAction('/en/mind/mindIndex', q('a=1&cxl=1&page=3'), 'g1')).toBeNull();
    expect(cachedPageAction('/material/searchHV', q('q=%20%20'), 'g1')).toBeNull();
  });

  it('redirects an internal search route to its public address', () => {
    const seg = encodeSearchSegment('q=Q355&page=2');
    expect(cachedPageAction(`/mind/mindIndex/g0/${seg}`, q('cxl=1'), 'g1')).toEqual({ kind: 'redirect', path: '/mind/mindIndex', search: '?cxl=1&q=Q355&page=2' });
    expect(cachedPageAction(`/en/material/searchLHJ/g0/${seg}`, q(''), 'g1')).toEqual({ kind: 'redirect', path: '/en/material/searchLHJ', search: '?q=Q355&page=2' });
    expect(cachedPageAction('/mind/mindIndex/g0/%%%', q(''), 'g1')).toEqual({ kind: 'redirect', path: '/mind/mindIndex', search: '' });
    expect(cachedPageAction('/mind/mindIndex/x', q(''), 'g1')).toEqual({ kind: 'redirect', path: '/mind/mindIndex', search: '' });
  });

  it('decodes only segments it made', () => {
    expect(decodeSearchSegment(encodeSearchSegment('q=Q355&el=Cr%3A0.8%3A'))?.getAll('el')).toEqual(['Cr:0.8:']);
    expect(decodeSearchSegment(encodeSearchSegment('q=中'))?.get('q')).toBe('中');
    expect(decodeSearchSegment('cT1RMzU1=')).toBeNull();
    expect(decodeSearchSegment('a/b')).toBeNull();
    expect(decodeSearchSegment('')).toBeNull();
    expect(decodeSearchSegment('A'.repeat(2000))).toBeNull();
  });

  it('marks links to rewritten addresses (not prefetched): details, standards and searches with a query', () => {
    expect(isRewrittenPath('/mind/seeDetail?id=1')).toBe(true);
    expect(isRewrittenPath('/en/mind/mindIndex?q=Q355#results')).toBe(true);
    expect(isRewrittenPath('/material/searchHV?q=E7018')).toBe(true);
    expect(isRewrittenPath('/mind/mindIndex')).toBe(false);
    expect(isRewrittenPath('/en/mind/mindCompare?ids=1')).toBe(false);
  });

  it('serves the chart of a whole family from its cached route; a chart of a search result renders per request', () => {
    expect(cachedPageAction('/mind/mindEchart', q(''), 'g1')).toEqual({ kind: 'rewrite', path: '/zh/mind/mindEchart/g1/steel' });
    expect(cachedPageAction('/en/mind/mindEchart', q('type=welding'), 'g2')).toEqual({ kind: 'rewrite', path: '/en/mind/mindEchart/g2/welding' });
    expect(cachedPageAction('/mind/mindEchart', q('type=bogus'), 'g1')).toEqual({ kind: 'rewrite', path: '/zh/mind/mindEchart/g1/steel' });
    expect(cachedPageAction('/mind/mindEchart', q('ids=1,2&type=alloy'), 'g1')).toBeNull();
    expect(cachedPageAction('/en/mind/mindEchart/g0/alloy', q(''), 'g1')).toEqual({ kind: 'redirect', path: '/en/mind/mindEchart', search: '?type=alloy' });
    expect(cachedPageAction('/mind/mindEchart/x', q(''), 'g1')).toEqual({ kind: 'redirect', path: '/mind/mindEchart', search: '' });
    expect(isRewrittenPath('/en/mind/mindEchart?type=alloy')).toBe(true);
    expect(isRewrittenPath('/mind/mindEchart?ids=1,2')).toBe(false);
  });

  it('caches the home under the whole version and the material pages under the import part only (content changes leave them)', () => {
    expect(cachedPageAction('/', q(''), 'g1-c9')).toEqual({ kind: 'rewrite', path: '/zh/cached-home/g1-c9' });
    expect(cachedPageAction('/en/mind/seeDetail', q('id=7'), 'g1-c9')).toEqual({ kind: 'rewrite', path: '/en/mind/seeDetail/g1/7' });
    expect(cachedPageAction('/mind/mindEchart', q(''), 'g1-c9')).toEqual({ kind: 'rewrite', path: '/zh/mind/mindEchart/g1/steel' });
    expect(cachedPageAction('/mind/mindIndex', q('q=Q355'), 'g1-c9')).toEqual({ kind: 'rewrite', path: `/zh/mind/mindIndex/g1/${encodeSearchSegment('q=Q355')}` });
  });
});
