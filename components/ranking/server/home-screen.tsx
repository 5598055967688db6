import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { rankingCalls } from '@/lib/ranking/contract';
import { announcementHref, RANKING_PATHS } from '@/lib/ranking/paths';
import { publicGet } from '@/lib/server/entry';
import { formatDay } from '@/lib/time';
import { CompanyTable } from '../company-table';
import { RankingNav } from '../ranking-nav';

/** /economy/economyHome: what the ranking is, the leading enterprises of the newest year and the latest announcements. */
export async function RankingHomeScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations('Ranking');
  const [companies, news] = await Promise.all([
    publicGet(locale, rankingCalls.companyRanking, { pageSize: 5 }),
    publicGet(locale, rankingCalls.announcementPage, { pageSize: 5 }),
  ]);
  return (
    <div className="page rk-page" data-testid="ranking-home">
      <h1 className="page-title">{t('home.title')}</h1>
      <RankingNav current="home" />
      <p>{t('home.intro')}</p>
      {companies.ok && companies.data.demo ? <p className="rk-demo">{t('common.demoNote')}</p> : null}
      <div className="rk-cards">
        <section className="rk-card">
          <h2>{companies.ok && companies.data.year ? t('home.topCompanies', { year: companies.data.year }) : t('home.noRanking')}</h2>
          {companies.ok ? companies.data.list.length ? <CompanyTable rows={companies.data.list} /> : <p className="rk-empty">{t('home.noRanking')}</p> : <p className="rk-empty" role="alert">{companies.msg}</p>}
          <Link href={`${RANKING_PATHS.ranking}?view=company`}>{t('home.more')}</Link>
        </section>
        <section className="rk-card">
          <h2>{t('home.latest')}</h2>
          {news.ok ? (
            <ul className="rk-list">
              {news.data.list.map((a) => (
                <li key={a.id}>
                  <Link href={announcementHref(a.id, a.kind)}>{a.title}</Link>
                  <span className="rk-meta">{formatDay(a.publishedAt, locale)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="rk-empty" role="alert">{news.msg}</p>
          )}
          <Link href={RANKING_PATHS.announcements}>{t('home.more')}</Link>
        </section>
      </div>
    </div>
  );
}
