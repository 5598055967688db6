import 'server-only';
import { getTranslations } from 'next-intl/server';
import { StaticChart } from '@/components/charts/static-chart';
import { LinkPager } from '@/components/ui/link-pager';
import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/i18n/locale-path';
import { Link } from '@/lib/i18n/navigation';
import { listHref, readListQuery, type AddressQuery } from '@/lib/list-query';
import { buildColumnOption } from '@/lib/ranking/charts';
import { rankingCalls } from '@/lib/ranking/contract';
import { GRADES, LEVELS } from '@/lib/ranking/model';
import { RANKING_PATHS } from '@/lib/ranking/paths';
import { publicGet } from '@/lib/server/entry';
import { formatDay } from '@/lib/time';
import { CompanyTable } from '../company-table';
import { ProductTable } from '../product-table';
import { RankingNav } from '../ranking-nav';

const KEYS = ['view', 'year', 'category', 'level', 'grade', 'keyword', 'page'] as const;
const PAGE_SIZE = 20;
const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));

/**
 * /quality/qualityRanking: the product ranking of a year, category and level (qc/productRanking) with its grade
 * distribution and yearly trend, or the enterprise ranking (?view=company, qc/companyRanking); every filter in the address.
 */
export async function RankingScreen({ locale, searchParams }: { locale: Locale; searchParams: AddressQuery }) {
  const t = await getTranslations('Ranking');
  const query = readListQuery(searchParams, KEYS, { oneOf: { view: ['product', 'company'], level: LEVELS, grade: GRADES } });
  const view = query.view ?? 'product';
  const path = RANKING_PATHS.ranking;
  const at = (q: Record<string, string | number | undefined>) => listHref(path, q, { keys: KEYS });
  const tabs = (
    <nav className="rk-nav" aria-label={t('ranking.title')}>
      <Link href={at({})} aria-current={view === 'product' ? 'page' : undefined}>
        {t('ranking.productTab')}
      </Link>
      <Link href={at({ view: 'company' })} aria-current={view === 'company' ? 'page' : undefined}>
        {t('ranking.companyTab')}
      </Link>
    </nav>
  );
  const head = (
    <>
      <h1 className="page-title">{t('ranking.title')}</h1>
      <RankingNav current="ranking" />
      {tabs}
    </>
  );
  if (view === 'company') {
    const result = await publicGet(locale, rankingCalls.companyRanking, { year: num(query.year), keyword: query.keyword, page: num(query.page) ?? 1, pageSize: PAGE_SIZE });
    if (!result.ok) return <div className="page rk-page">{head}<p className="rk-empty" role="alert">{result.msg}</p></div>;
    const r = result.data;
    return (
      <div className="page rk-page" data-testid="company-ranking">
        {head}
        {r.demo ? <p className="rk-demo">{t('common.demoNote')}</p> : null}
        <form className="rk-filter" action={localizePath(path, locale)} method="get" role="search">
          <input type="hidden" name="view" value="company" />
          <label>
            {t('common.year')}
            <select name="year" defaultValue={String(r.year ?? '')}>
              {r.years.map((y) => <option key={y} value={y}>{t('common.yearLabel', { year: y })}</option>)}
            </select>
          </label>
          <label>
            {t('common.keyword')}
            <input type="search" name="keyword" defaultValue={query.keyword ?? ''} maxLength={100} />
          </label>
          <button type="submit">{t('common.search')}</button>
        </form>
        <p className="rk-meta">{t('ranking.companyNote')}</p>
        {r.list.length ? <CompanyTable rows={r.list} /> : <p className="rk-empty" data-testid="ranking-empty">{r.year ? t('ranking.noMatch') : t('ranking.empty')}</p>}
        <LinkPager page={r.page} pageSize={r.pageSize} total={r.total} href={(p) => at({ ...query, page: p })} />
      </div>
    );
  }
  const result = await publicGet(locale, rankingCalls.productRanking, {
    year: num(query.year),
    category: query.category,
    level: (query.level as (typeof LEVELS)[number]) ?? 'enterprise',
    grade: query.grade as (typeof GRADES)[number] | undefined,
    keyword: query.keyword,
    page: num(query.page) ?? 1,
    pageSize: PAGE_SIZE,
  });
  if (!result.ok) return <div className="page rk-page">{head}<p className="rk-empty" role="alert">{result.msg}</p></div>;
  const r = result.data;
  const years = r.year && !r.years.includes(r.year) ? [r.year, ...r.years] : r.years;
  return (
    <div className="page rk-page" data-testid="product-ranking">
      {head}
      {r.demo ? <p className="rk-demo">{t('common.demoNote')}</p> : null}
      <form className="rk-filter" action={localizePath(path, locale)} method="get" role="search">
        <label>
          {t('common.year')}
          <select name="year" defaultValue={String(r.year ?? '')}>
            {years.map((y) => <option key={y} value={y}>{t('common.yearLabel', { year: y })}</option>)}
          </select>
        </label>
        <label>
          {t('common.category')}
          <select name="category" defaultValue={r.category?.code ?? ''}>
            {r.categories.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
          </select>
        </label>
        <label>
          {t('common.level')}
          <select name="level" defaultValue={r.level}>
            {LEVELS.map((l) => <option key={l} value={l}>{t(`levels.${l}`)}</option>)}
          </select>
        </label>
        <label>
          {t('common.grade')}
          <select name="grade" defaultValue={query.grade ?? ''}>
            <option value="">{t('common.anyGrade')}</option>
            {GRADES.map((g) => <option key={g} value={g}>{g}</option>)}
          </select>
        </label>
        <label>
          {t('common.keyword')}
          <input type="search" name="keyword" defaultValue={query.keyword ?? ''} maxLength={100} />
        </label>
        <button type="submit">{t('common.search')}</button>
      </form>
      {r.publishedAt ? <p className="rk-meta">{t('common.publishedAt', { at: formatDay(r.publishedAt, locale) })}</p> : null}
      {r.list.length ? (
        <ProductTable rows={r.list} showLine={r.level !== 'enterprise'} />
      ) : (
        <p className="rk-empty" data-testid="ranking-empty">{r.publishedAt ? t('ranking.noMatch') : t('ranking.empty')}</p>
      )}
      <LinkPager page={r.page} pageSize={r.pageSize} total={r.total} href={(p) => at({ ...query, page: p })} />
      {r.publishedAt ? (
        <div className="rk-charts">
          <section>
            <h2>{t('ranking.distribution')}</h2>
            <StaticChart
              option={buildColumnOption(r.distribution.map((d) => d.grade), r.distribution.map((d) => d.count), t('ranking.count'), { colorByLabel: true })}
              title={t('ranking.distribution')}
              description={t('ranking.distributionDescription')}
              width={540}
              height={260}
            />
          </section>
          <section>
            <h2>{t('ranking.trend')}</h2>
            <StaticChart
              option={buildColumnOption(r.trend.map((x) => String(x.year)), r.trend.map((x) => x.mean), t('ranking.mean'), { max: 100 })}
              title={t('ranking.trend')}
              description={t('ranking.trendDescription')}
              width={540}
              height={260}
            />
          </section>
        </div>
      ) : null}
    </div>
  );
}
