// @vitest-environment jsdom
import { renderToReadableStream } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createTranslator } from 'use-intl/core';
import { getMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { englishRuns } from '@/lib/i18n/text-language';
import { onIntlError } from '@/lib/i18n/intl-errors';
import { operationsOf } from '@/lib/api-reference/document';
import { portalOpenApiDocument } from '@/lib/server/openapi-document';
import { ApiReferenceScreen } from './reference-screen';

/** The page's language, read by the translator next-intl/server would give (the locale screen() registers). */
const page = vi.hoisted(() => ({ locale: 'zh' as 'zh' | 'en' }));

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: page.locale, messages: getMessages(page.locale), namespace: namespace as never, onError: onIntlError }),
}));
// The locale-aware link needs the app router; here it is the plain anchor it renders to.
vi.mock('@/components/layout/nav-link', () => ({ NavLink: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a> }));

const doc = portalOpenApiDocument();

/** The screen rendered on the server (async components included), read back into a document. */
async function renderScreen(locale: Locale, tag?: string): Promise<Document> {
  page.locale = locale;
  const stream = await renderToReadableStream(<ApiReferenceScreen document={doc} tag={tag} />);
  await stream.allReady;
  const html = await new Response(stream).text();
  return new DOMParser().parseFromString(html, 'text/html');
}

/** Text of the page outside code and outside elements marked with a language (what e2e/language.spec.ts reads). */
function unmarkedText(dom: Document): string {
  const walker = dom.createTreeWalker(dom.body, NodeFilter.SHOW_TEXT);
  const out: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement!;
    if (el.closest('code, [lang]')) continue;
    out.push(node.textContent ?? '');
  }
  return out.join(' ');
}

describe('the API reference page (issue 53 item 1)', () => {
  it('lists every group with its calls and links to the OpenAPI document', async () => {
    const dom = await renderScreen('en');
    const groups = [...dom.querySelectorAll('.api-ref__group-summary')];
    expect(groups.map((g) => g.querySelector('h3 code')!.textContent)).toEqual(doc.tags.map((t) => t.name));
    expect(groups.map((g) => g.querySelector('h3 a')!.getAttribute('href'))).toContain('/apiReference?tag=materials');
    expect(dom.querySelectorAll('.api-ref__paths li')).toHaveLength(operationsOf(doc).length);
    expect(dom.querySelector('[data-testid="api-openapi-json"]')!.getAttribute('href')).toBe('/atsteel/openapi.json');
  });

  it("shows one group's calls in full: method, path, summary, access, rate limit and input fields", async () => {
    const dom = await renderScreen('en', 'materials');
    const cards = [...dom.querySelectorAll('[data-testid="api-operation"]')];
    expect(cards.length).toBe(operationsOf(doc).filter((o) => o.operation.tags[0] === 'materials').length);
    const search = dom.getElementById('steelName_steelSearch')!;
    expect(search.querySelector('.api-ref__signature')!.textContent).toBe('POST /atsteel/steelName/steelSearch');
    expect(search.querySelector('p[lang="en"]')!.textContent).toBe(doc.paths['/atsteel/steelName/steelSearch']!.post!.summary);
    expect(search.querySelector('.api-ref__facts')!.textContent).toContain('Public');
    expect(search.querySelector('.api-ref__facts')!.textContent).toContain('Not counted: a read sent as POST');
    const keyword = [...search.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('td code')!.textContent === 'keyword')!;
    expect([...keyword.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['keyword', 'JSON body', 'string', 'no', 'at most 100 characters, default ""']);
    const detail = dom.getElementById('steelName_steelDetail')!;
    expect(detail.querySelector('tbody tr')!.textContent).toBe('idqueryinteger | stringyesat least 1 character, at most 200 characters, ≥ 1, ≤ 2147483647');
  });

  it('writes the rules of a signed-in call, a permission and a counted limit in Chinese, with no English outside marked names', async () => {
    const dom = await renderScreen('zh', 'calendar');
    const facts = [...dom.querySelectorAll('.api-ref__facts')].map((f) => f.textContent).join('\n');
    expect(facts).toMatch(/权限 admin:console/);
    expect(facts).toMatch(/edit：120 次 \/ 分钟，10000 次 \/ 天（按用户计）/);
    expect(englishRuns(unmarkedText(dom))).toEqual([]);
    const overview = await renderScreen('zh');
    expect(englishRuns(unmarkedText(overview))).toEqual([]);
  });

  it('shows the overview for an unknown group', async () => {
    const dom = await renderScreen('en', 'nowhere');
    expect(dom.querySelector('[data-testid="api-groups"]')).not.toBeNull();
    expect(dom.querySelector('[data-testid="api-group"]')).toBeNull();
  });
});
