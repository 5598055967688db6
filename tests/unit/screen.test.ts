import fs from 'node:fs';
import path from 'node:path';
import { isValidElement, type ReactElement } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, type ScreenContext } from '@/components/layout/screen';
import { IslandMessages } from '@/components/providers/island-messages';
import { metadataFor, pageMetadata } from '@/lib/seo';

// Outside a React server render next-intl's setRequestLocale throws (tests resolve its client build): watch it instead.
vi.mock('next-intl/server', async (original) => ({ ...(await original<object>()), setRequestLocale: vi.fn() }));
beforeEach(() => vi.mocked(setRequestLocale).mockClear());

const APP = path.resolve(import.meta.dirname, '../../app/[locale]');
const COMPONENTS = path.resolve(import.meta.dirname, '../../components');
const props = (locale: string, search: Record<string, string> = {}) => ({ params: Promise.resolve({ locale }), searchParams: Promise.resolve(search) });

describe('the screen factory (components/layout/screen.tsx)', () => {
  const cases = [
    { path: '/quality/skilRanking', title: 'Ranking.skil.title', description: 'Ranking.skil.metaDescription' },
    { path: '/ai/steelAi', title: 'Routes.screens.ai_steelAi', noIndex: true },
    { path: '/economy/economyUpload', title: 'Ranking.sim.title', description: 'Ranking.sim.metaDescription', noIndex: true },
    { path: '/case', title: 'Routes.screens.cloudCaseDetail' },
  ];
  for (const c of cases) {
    for (const locale of ['zh', 'en']) {
      it(`gives ${c.path} in ${locale} the metadata metadataFor gives it`, async () => {
        const page = screen({ ...c, render: () => null });
        const expected = await metadataFor(c.path, c.title, { descriptionKey: c.description, noIndex: c.noIndex })(props(locale));
        expect(await page.generateMetadata(props(locale))).toEqual(expected);
        // and the translated title, not the key
        expect(expected.title).not.toBe(c.title);
        expect(Boolean(expected.robots)).toBe(Boolean(c.noIndex));
      });
    }
  }

  it('registers the locale before it renders, with the segments read and the query still promised', async () => {
    let seen: ScreenContext<{ id: string }> | undefined;
    let registered: unknown[] = [];
    const page = screen<{ id: string }>({
      path: '/case',
      title: 'Routes.screens.cloudCaseDetail',
      render: (context) => {
        seen = context;
        registered = vi.mocked(setRequestLocale).mock.calls.flat();
        return 'x';
      },
    });
    expect(await page.Page({ params: Promise.resolve({ locale: 'fr', id: '7' }), searchParams: Promise.resolve({ q: 'a' }) })).toBe('x');
    expect(registered).toEqual(['zh']);
    expect(seen?.locale).toBe('zh');
    expect(seen?.params).toEqual({ locale: 'fr', id: '7' });
    expect(seen?.searchParams).toBeInstanceOf(Promise);
    expect(await seen?.searchParams).toEqual({ q: 'a' });
  });

  it('wraps the whole page in the islands\' messages only when asked', async () => {
    const bare = await screen({ path: '/ai/steelAi', title: 'Routes.screens.ai_steelAi', render: () => 'page' }).Page(props('en'));
    expect(bare).toBe('page');
    const wrapped = (await screen({ path: '/ai/steelAi', title: 'Routes.screens.ai_steelAi', messages: ['Ai'], render: () => 'page' }).Page(props('en'))) as ReactElement<{
      locale: string;
      namespaces: string[];
      children: unknown;
    }>;
    expect(isValidElement(wrapped) && wrapped.type).toBe(IslandMessages);
    expect(wrapped.props).toMatchObject({ locale: 'en', namespaces: ['Ai'], children: 'page' });
  });

  it('hands a metadata function the same context as render (a title read from data)', async () => {
    const page = screen({
      metadata: async ({ locale, searchParams }) => pageMetadata(locale, '/zhj/dataSet', `set ${(await searchParams).id}`),
      render: () => null,
    });
    expect(await page.generateMetadata(props('en', { id: '3' }))).toEqual(pageMetadata('en', '/zhj/dataSet', 'set 3'));
  });
});

/**
 * Pages that call pageLocale themselves, each with its reason. Every other page goes through screen(), directly
 * or through a domain's page factory built on it (authPage, enterprisePage, familySearchPage, rdDetailPage, …).
 */
const redirect = (to: string) => `redirects to ${to} (the id is optional, spec section 2): nothing is rendered, no metadata to carry`;
const HAND_WRITTEN: Record<string, string> = {
  'case/page.tsx': redirect('/cloud/cloudCase'),
  'conDetail/page.tsx': redirect('/economy/enconomyList'),
  'economy/page.tsx': redirect('/economy/enconomyList'),
  'help/page.tsx': redirect('/help/helpList'),
  'librany/page.tsx': redirect('/librany/libranyList'),
  'libranyBook/page.tsx': redirect('/librany/libranyList?kind=book'),
  'other/page.tsx': redirect('/other/journalismList'),
  'rank/page.tsx': redirect('/quality/qualityRanking'),
  'solution/page.tsx': redirect('/other/journalismList?tab=solution'),
};

function pages(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) pages(full, out);
    else if (entry.name === 'page.tsx') out.push(path.relative(APP, full).split(path.sep).join('/'));
  }
  return out.sort();
}

describe('pages under app/[locale] use the screen factory', () => {
  const all = pages(APP);
  const text = (page: string) => fs.readFileSync(path.join(APP, page), 'utf8');

  it('no page writes the shell by hand (pageLocale and metadataFor of its own) unless it is listed with its reason', () => {
    expect(all.length).toBeGreaterThan(150);
    const byHand = all.filter((page) => /\bpageLocale\(/.test(text(page)) || /\bmetadataFor\(/.test(text(page)));
    expect(byHand.filter((page) => !(page in HAND_WRITTEN))).toEqual([]);
  });

  it('the list names only pages that exist and still need it', () => {
    for (const page of Object.keys(HAND_WRITTEN)) {
      expect(all, page).toContain(page);
      expect(text(page), page).toMatch(/\bpageLocale\(/);
      expect(text(page), page).not.toMatch(/\bmetadataFor\(/);
    }
  });

  it('no component but the factory writes the shell: the domains\' page factories are built on screen()', () => {
    const files = fs.readdirSync(COMPONENTS, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const byHand = files.map((f) => f.split(path.sep).join('/')).filter((f) => f !== 'layout/screen.tsx' && /\b(pageLocale|metadataFor)\(/.test(fs.readFileSync(path.join(COMPONENTS, f), 'utf8')));
    expect(files.length).toBeGreaterThan(100);
    expect(byHand).toEqual([]);
  });

  it('a page that calls screen() exports its metadata and page from it', () => {
    const screens = all.filter((page) => /\bscreen(<[^>]*>)?\(\{/.test(text(page)));
    expect(screens.length).toBeGreaterThan(120);
    const odd = screens.filter((page) => !/^export const generateMetadata = page\.generateMetadata;$/m.test(text(page)) || !/^export default page\.Page;$/m.test(text(page)));
    expect(odd).toEqual([]);
  });
});
