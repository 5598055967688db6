import { StoredImage } from '@/components/files/stored-image';
import { useLocale, useTranslations } from 'next-intl';
import type { Paged } from '@/lib/contract';
import { contentHref, type ContentCard } from '@/lib/content/contract';
import { localizePath } from '@/lib/i18n/locale-path';
import { Link } from '@/lib/i18n/navigation';
import { listHref } from '@/lib/list-query';
import { ContentMeta } from './content-meta';

export const CONTENT_LIST_KEYS = ['tab', 'keyword', 'from', 'to', 'page'] as const;

export interface ContentTab {
  key: string;
  label: string;
  href: string;
}

interface Props {
  title: string;
  /** The list's path without the language prefix (the filter form submits to it). */
  path: string;
  query: Record<string, string>;
  result: { ok: true; data: Paged<ContentCard> } | { ok: false; msg: string };
  tabs?: ContentTab[];
  currentTab?: string;
  testId: string;
}

/**
 * A reader's list of content (news, stories, solutions, help articles, update records): tabs, a keyword and
 * publish-day filter kept in the address (a plain GET form), cards, "no matching data" and page links.
 */
export function ContentList({ title, path, query, result, tabs, currentTab, testId }: Props) {
  const t = useTranslations('Content');
  const locale = useLocale();
  const pages = result.ok ? Math.max(1, Math.ceil(result.data.total / result.data.pageSize)) : 1;
  const page = result.ok ? result.data.page : 1;
  const at = (p: number) => listHref(path, { ...query, page: p }, { keys: CONTENT_LIST_KEYS });
  return (
    <div className="page content-page" data-testid={testId}>
      <h1 className="page-title">{title}</h1>
      {tabs?.length ? (
        <nav className="content-tabs" aria-label={t('helpTabs')}>
          {tabs.map((tab) => (
            <Link key={tab.key} href={tab.href} aria-current={tab.key === currentTab ? 'page' : undefined}>
              {tab.label}
            </Link>
          ))}
        </nav>
      ) : null}
      <form className="content-filter" action={localizePath(path, locale)} method="get" role="search">
        {query.tab ? <input type="hidden" name="tab" value={query.tab} /> : null}
        <label>
          {t('keyword')}
          <input type="search" name="keyword" defaultValue={query.keyword ?? ''} placeholder={t('keywordPlaceholder')} maxLength={100} />
        </label>
        <label>
          {t('from')}
          <input type="date" name="from" defaultValue={query.from ?? ''} />
        </label>
        <label>
          {t('to')}
          <input type="date" name="to" defaultValue={query.to ?? ''} />
        </label>
        <button type="submit">{t('search')}</button>
      </form>
      {!result.ok ? (
        <p className="content-empty" role="alert">
          {result.msg}
        </p>
      ) : result.data.list.length === 0 ? (
        <p className="content-empty" data-testid="content-empty">
          {t('noMatch')}
        </p>
      ) : (
        <ul className="content-list">
          {result.data.list.map((item) => (
            <li key={item.id} className="content-card" data-testid="content-card">
              {item.cover ? <StoredImage src={item.cover.url} alt="" width={120} height={80} loading="lazy" /> : null}
              <div>
                <h2>
                  <Link href={contentHref(item.kind, item.id)}>{item.title}</Link>
                </h2>
                <ContentMeta publishedAt={item.publishedAt} demo={item.demo} />
                {item.summary ? <p>{item.summary}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {result.ok && pages > 1 ? (
        <nav className="content-pager" aria-label={t('pageOf', { page, pages, total: result.data.total })}>
          {page > 1 ? <Link href={at(page - 1)}>{t('previous')}</Link> : null}
          <span>{t('pageOf', { page, pages, total: result.data.total })}</span>
          {page < pages ? <Link href={at(page + 1)}>{t('next')}</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
