import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Call } from '@/lib/contract';
import { contentCalls, type ContentCard, type ContentView } from '@/lib/content/contract';
import type { Paged } from '@/lib/contract';
import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/i18n/locale-path';
import { idParam } from '@/lib/id-param';
import { readListQuery, type AddressQuery } from '@/lib/list-query';
import { publicGet } from '@/lib/server/entry';
import { ContentArticle } from '../content-article';
import { CONTENT_LIST_KEYS, ContentList, type ContentTab } from '../content-list';

type ListCall = Call<(typeof contentCalls)['newsList']['input'], Paged<ContentCard>>;
type DetailCall = Call<(typeof contentCalls)['newsDetail']['input'], ContentView>;

/** The news list's tabs (/other/journalismList?tab=): news, cover stories, solutions. */
export const NEWS_TABS = { news: contentCalls.newsList, cover: contentCalls.coverPage, solution: contentCalls.solutionPage } as const;
export const NEWS_LIST = '/other/journalismList';
export const HELP_LIST = '/help/helpList';
export const RECORD_LIST = '/help/recordList';

/** A reader's list page: the address's query (tab, keyword, from, to, page), the call of the tab, rendered on the server. */
export async function ContentListScreen({ locale, searchParams, path, tabs, defaultTab }: { locale: Locale; searchParams: AddressQuery; path: string; tabs: Record<string, { call: ListCall; href: string; title: string }>; defaultTab: string }) {
  const t = await getTranslations('Content');
  const query = readListQuery(searchParams, CONTENT_LIST_KEYS, { oneOf: { tab: Object.keys(tabs) } });
  const tab = query.tab ?? defaultTab;
  const { call, title } = tabs[tab];
  const { tab: _tab, ...input } = query;
  const result = await publicGet(locale, call, { pageSize: 10, ...input } as never);
  const tabLinks: ContentTab[] = Object.entries(tabs).map(([key, v]) => ({ key, label: v.title, href: v.href }));
  return (
    <ContentList
      title={title || t('newsTitle')}
      path={path}
      query={query}
      tabs={tabLinks.length > 1 ? tabLinks : undefined}
      currentTab={tab}
      result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }}
      testId={`content-list-${tab}`}
    />
  );
}

/** /help/helpList and /help/recordList: one screen with the help articles and the update record as its two tabs. */
export async function HelpScreen({ locale, searchParams, tab }: { locale: Locale; searchParams: AddressQuery; tab: 'help' | 'record' }) {
  const t = await getTranslations('Content');
  const tabs = {
    help: { call: contentCalls.helpPage, href: HELP_LIST, title: t('helpTitle') },
    record: { call: contentCalls.helpRecordList, href: RECORD_LIST, title: t('recordTitle') },
  };
  return <ContentListScreen locale={locale} searchParams={searchParams} path={tab === 'help' ? HELP_LIST : RECORD_LIST} tabs={tabs} defaultTab={tab} />;
}

/**
 * A detail page: the id from the address (none: the list), the first of `calls` that answers it; unknown,
 * unpublished or another kind: the 404 page.
 */
export async function ContentDetailScreen({ locale, id, calls, list, testId }: { locale: Locale; id: string | string[] | undefined; calls: DetailCall[]; list: string; testId: string }) {
  const n = idParam(id);
  if (n === null) redirect(localizePath(list, locale));
  for (const call of calls) {
    const result = await publicGet(locale, call, { id: n });
    if (result.ok) return <ContentArticle item={result.data} listHref={listFor(result.data, list)} testId={testId} />;
  }
  notFound();
}

function listFor(item: ContentView, fallback: string): string {
  if (item.kind === 'record') return RECORD_LIST;
  if (item.kind === 'help') return HELP_LIST;
  if (item.kind === 'cover' || item.kind === 'solution') return `${NEWS_LIST}?tab=${item.kind}`;
  return item.kind === 'news' ? NEWS_LIST : fallback;
}
