import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LinkPager } from '@/components/ui/link-pager';
import { RichText } from '@/components/ui/rich-text';
import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/i18n/locale-path';
import { Link } from '@/lib/i18n/navigation';
import { idParam } from '@/lib/id-param';
import { listHref, readListQuery, type AddressQuery } from '@/lib/list-query';
import { ANNOUNCEMENT_KINDS, rankingCalls, type AnnouncementKind } from '@/lib/ranking/contract';
import { announcementHref, RANKING_PATHS } from '@/lib/ranking/paths';
import { publicGet } from '@/lib/server/entry';
import { formatDay } from '@/lib/time';
import { RankingNav } from '../ranking-nav';

const KEYS = ['kind', 'keyword', 'page'] as const;

/**
 * /economy/enconomyList (announcements, ?kind=news the news centre) and /economy/enconomyListFile (those with files):
 * a title search kept in the address; a search without result says "no matching ranking announcement".
 */
export async function AnnouncementListScreen({ locale, searchParams, files }: { locale: Locale; searchParams: AddressQuery; files: boolean }) {
  const t = await getTranslations('Ranking');
  const query = readListQuery(searchParams, KEYS, { oneOf: { kind: ANNOUNCEMENT_KINDS } });
  const kind = query.kind as AnnouncementKind | undefined;
  const path = files ? RANKING_PATHS.files : RANKING_PATHS.announcements;
  const title = files ? t('announcements.filesTitle') : kind === 'news' ? t('announcements.newsTitle') : t('announcements.title');
  const result = await publicGet(locale, rankingCalls.announcementPage, {
    kind: files ? kind : (kind ?? 'announcement'),
    keyword: query.keyword,
    withFiles: files ? '1' : undefined,
    page: query.page ? Number(query.page) : 1,
    pageSize: 10,
  });
  return (
    <div className="page rk-page" data-testid={files ? 'announcement-files' : `announcements-${kind ?? 'announcement'}`}>
      <h1 className="page-title">{title}</h1>
      <RankingNav current={files ? 'files' : kind === 'news' ? 'news' : 'announcements'} />
      <form className="rk-filter" action={localizePath(path, locale)} method="get" role="search">
        {kind ? <input type="hidden" name="kind" value={kind} /> : null}
        <label>
          {t('common.keyword')}
          <input type="search" name="keyword" defaultValue={query.keyword ?? ''} placeholder={t('announcements.searchPlaceholder')} maxLength={100} aria-label={t('announcements.searchPlaceholder')} />
        </label>
        <button type="submit">{t('common.search')}</button>
      </form>
      {!result.ok ? (
        <p className="rk-empty" role="alert">
          {result.msg}
        </p>
      ) : result.data.list.length === 0 ? (
        <p className="rk-empty" data-testid="announcements-empty">
          {query.keyword ? t('announcements.noMatch') : t('announcements.empty')}
        </p>
      ) : (
        <ul className="rk-list">
          {result.data.list.map((a) => (
            <li key={a.id} data-testid="announcement-item">
              <span>
                <Link href={announcementHref(a.id, a.kind)}>{a.title}</Link>
                {a.files ? <span className="rk-meta"> · {t('announcements.files', { n: a.files })}</span> : null}
              </span>
              <span className="rk-meta">{formatDay(a.publishedAt, locale)}</span>
            </li>
          ))}
        </ul>
      )}
      {result.ok ? <LinkPager page={result.data.page} pageSize={result.data.pageSize} total={result.data.total} href={(p) => listHref(path, { ...query, page: p }, { keys: KEYS })} /> : null}
    </div>
  );
}

/** An announcement or news item (/conDetail/{id}, /economy/{id}, /economy/economyConDetail?id=); no id: the list, unknown: 404. */
export async function AnnouncementDetailScreen({ locale, id }: { locale: Locale; id: string | string[] | undefined }) {
  const n = idParam(id);
  if (n === null) redirect(localizePath(RANKING_PATHS.announcements, locale));
  const result = await publicGet(locale, rankingCalls.announcementGet, { id: n });
  if (!result.ok) {
    if (result.status === 404) notFound();
    throw new Error(result.msg);
  }
  const a = result.data;
  const t = await getTranslations('Ranking');
  const list = a.kind === 'news' ? `${RANKING_PATHS.announcements}?kind=news` : RANKING_PATHS.announcements;
  return (
    <article className="page rk-page rk-article" data-testid="announcement-detail">
      <h1 className="page-title">{a.title}</h1>
      <RankingNav current={a.kind === 'news' ? 'news' : 'announcements'} />
      <p className="rk-meta">
        {t(`announcements.kinds.${a.kind}`)} · {t('common.publishedAt', { at: formatDay(a.publishedAt, locale) })}
      </p>
      {a.demo ? <p className="rk-demo">{t('common.demoNote')}</p> : null}
      <RichText html={a.body} />
      {a.attachments.length ? (
        <section className="rk-section">
          <h2>{t('announcements.attachments')}</h2>
          <ul>
            {a.attachments.map((f) => (
              <li key={f.id}>
                <a href={f.url} download>
                  {f.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <nav className="rk-neighbours">
        {a.previous ? <Link href={announcementHref(a.previous.id, a.kind)}>{t('announcements.previousItem', { title: a.previous.title })}</Link> : null}
        {a.next ? <Link href={announcementHref(a.next.id, a.kind)}>{t('announcements.nextItem', { title: a.next.title })}</Link> : null}
        <Link href={list}>{t('announcements.back')}</Link>
      </nav>
    </article>
  );
}
