import { isValidElement, type ReactElement } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, type ScreenContext } from '@/components/layout/screen';
import { IslandMessages } from '@/components/providers/island-messages';
import { metadataFor, pageMetadata } from '@/lib/seo';

// Outside a React server render next-intl's setRequestLocale throws (tests resolve its client build): watch it instead.
vi.mock('next-intl/server', async (original) => ({ ...(await original<object>()), setRequestLocale: vi.fn() }));
beforeEach(() => vi.mocked(setRequestLocale).mockClear());

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
