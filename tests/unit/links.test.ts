import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOOTER_LINKS, HOME_AREAS, MAIN_NAV, ROUTES, SPEC_PARAM_ROUTES } from '@/lib/routes';

const APP = path.resolve(import.meta.dirname, '../../app/[locale]');

/** Whether `href` (a path without the language prefix) has a page under app/[locale]: static folders first, then a dynamic one. */
function hasPage(href: string): boolean {
  // The front page: proxy.ts rewrites `/` and `/en` to the cached home route.
  if (href === '/') return fs.existsSync(path.join(APP, 'cached-home'));
  let dir = APP;
  for (const segment of href.split(/[?#]/)[0].split('/').filter(Boolean)) {
    const entries = fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory());
    const next = entries.find((e) => e.name === segment) ?? entries.find((e) => e.name.startsWith('[') && !e.name.startsWith('[[') && !e.name.startsWith('[...'));
    if (!next) return false;
    dir = path.join(dir, next.name);
  }
  return fs.existsSync(path.join(dir, 'page.tsx'));
}

describe('links every visitor sees', () => {
  it('the header and the front page link only to pages that exist (an area is added when its pages land)', () => {
    const hrefs = [...MAIN_NAV.flatMap((item) => [item.href, ...(item.children ?? []).map((c) => c.href)]), ...HOME_AREAS.map((a) => a.href), ...FOOTER_LINKS.map((l) => l.href)];
    expect(hrefs.filter((href) => !hasPage(href))).toEqual([]);
  });

  it('links the data market, the parts catalogues and the user\'s files once their pages exist (issue 37)', () => {
    const hrefs = MAIN_NAV.flatMap((item) => [item.href, ...(item.children ?? []).map((c) => c.href)]);
    expect(hrefs).toEqual(expect.arrayContaining(['/zhj/productList', '/standardParts/list', '/commonParts/list', '/fileManage/list']));
    expect(HOME_AREAS.map((a) => a.href)).toContain('/zhj/productList');
    expect(['/zhj/productDetail', '/zhj/dataSet', '/commonParts/details', '/fileManage/detail'].every(hasPage)).toBe(true);
  });

  it('tells a missing page from an existing one', () => {
    expect(hasPage('/no-such-area/list')).toBe(false);
    expect(hasPage('/quality/qualityRanking')).toBe(true);
    expect(hasPage('/rank/12')).toBe(true);
    expect(hasPage('/allServer/123')).toBe(true);
  });
});

describe('the README', () => {
  it('names only screens that exist (a stale line would send a newcomer to the 404 page; issue 49 item 6)', () => {
    const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    // Every path in backticks that is a screen's address: not a call (/atsteel/…), a file or a folder of the repository.
    const screens = [...text.matchAll(/`(\/(?:en\/)?[A-Za-z][^`\s]*)`/g)].map((m) => (m[1].replace(/^\/en(?=\/|$)/, '') || '/')).filter((p) => !p.startsWith('/atsteel/') && !p.startsWith('/.well-known/'));
    expect(screens.length).toBeGreaterThan(20);
    expect(screens.filter((href) => !hasPage(href))).toEqual([]);
  });

  it('stays a first screen: at most 80 lines, no "still to come" list', () => {
    const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    expect(text.split('\n').length).toBeLessThanOrEqual(80);
    expect(text).not.toMatch(/still to come/i);
  });
});

describe('the route table', () => {
  const specFile = path.resolve(import.meta.dirname, '../../../shared/spec/routes.json');
  // The spec folder is beside the repository in a developer's checkout; a clean clone in CI has only lib/routes.ts.
  it.skipIf(!fs.existsSync(specFile))('holds every route of routes.json with its rule (the screens in ROUTES, those with a parameter in SPEC_PARAM_ROUTES)', () => {
    const spec = (JSON.parse(fs.readFileSync(specFile, 'utf8')) as { routes: { path: string; auth: string }[] }).routes;
    const known = new Map([...ROUTES, ...SPEC_PARAM_ROUTES].map((r) => [r.path, r.auth]));
    // Screens that ask more than the spec's rule, by design: the customisation form takes an order in the user's name
    // (docs/CUSTOM.md); a company's recommended products are managed by the company (docs/CUSTOM.md).
    const stricter = ['/custom public (table: user)', '/my/businessRecommendProduct user (table: company)', '/my/businessRecommendProductAdd user (table: company)'];
    expect(spec.filter((r) => known.get(r.path) !== r.auth).map((r) => `${r.path} ${r.auth} (table: ${known.get(r.path) ?? 'absent'})`)).toEqual(stricter);
  });

  it('has a page for every route with a parameter, at its bare path where the parameter is optional', () => {
    for (const route of SPEC_PARAM_ROUTES) {
      const param = /\/\{(\w+)(\?)?\}$/.exec(route.path)!;
      const base = route.path.slice(0, param.index) || '/';
      expect(hasPage(`${base}/1`), `${route.path}: a record page`).toBe(true);
      if (param[2]) expect(hasPage(base), `${route.path}: the bare page`).toBe(true);
    }
  });
});
