import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/i18n/locale-path';
import { Link } from '@/lib/i18n/navigation';
import { listHref, readListQuery, type AddressQuery } from '@/lib/list-query';
import { rankingCalls } from '@/lib/ranking/contract';
import { LEVELS, type Level } from '@/lib/ranking/model';
import { RANKING_PATHS } from '@/lib/ranking/paths';
import { publicGet } from '@/lib/server/entry';
import { ProductTable } from '../product-table';
import { RankingNav } from '../ranking-nav';

const TOP = 5;

/** /quality/skilRanking: each category's leaders of a year at one level (enterprise, steelmaking or rolling line). */
export async function SkilScreen({ locale, searchParams }: { locale: Locale; searchParams: AddressQuery }) {
  const t = await getTranslations('Ranking');
  const query = readListQuery(searchParams, ['year', 'level'], { oneOf: { level: LEVELS } });
  const level = (query.level ?? 'enterprise') as Level;
  const year = query.year ? Number(query.year) : undefined;
  const model = await publicGet(locale, rankingCalls.introduce, {});
  const first = await publicGet(locale, rankingCalls.productRanking, { year, level, pageSize: 1 });
  const head = (
    <>
      <h1 className="page-title">{t('skil.title')}</h1>
      <RankingNav current="byCategory" />
    </>
  );
  if (!model.ok || !first.ok) return <div className="page rk-page">{head}<p className="rk-empty" role="alert">{!model.ok ? model.msg : !first.ok ? first.msg : ''}</p></div>;
  const shownYear = first.data.year;
  const tables = await Promise.all(model.data.categories.map((c) => publicGet(locale, rankingCalls.productRanking, { year: shownYear ?? undefined, category: c.code, level, pageSize: TOP })));
  return (
    <div className="page rk-page" data-testid="skil-ranking">
      {head}
      {first.data.demo ? <p className="rk-demo">{t('common.demoNote')}</p> : null}
      <form className="rk-filter" action={localizePath(RANKING_PATHS.byCategory, locale)} method="get">
        <label>
          {t('common.year')}
          <select name="year" defaultValue={String(shownYear ?? '')}>
            {first.data.years.map((y) => <option key={y} value={y}>{t('common.yearLabel', { year: y })}</option>)}
          </select>
        </label>
        <label>
          {t('common.level')}
          <select name="level" defaultValue={level}>
            {LEVELS.map((l) => <option key={l} value={l}>{t(`levels.${l}`)}</option>)}
          </select>
        </label>
        <button type="submit">{t('common.search')}</button>
      </form>
      <div className="rk-cards">
        {model.data.categories.map((c, i) => {
          const r = tables[i];
          return (
            <section key={c.code} className="rk-card" data-testid="skil-card">
              <h2>{t('skil.topOf', { category: c.name, n: TOP })}</h2>
              {r.ok && r.data.list.length ? <ProductTable rows={r.data.list} showLine={level !== 'enterprise'} /> : <p className="rk-empty">{r.ok ? t('ranking.empty') : r.msg}</p>}
              <Link href={listHref(RANKING_PATHS.ranking, { year: shownYear ?? undefined, category: c.code, level: level === 'enterprise' ? undefined : level })}>{t('skil.all')}</Link>
            </section>
          );
        })}
      </div>
    </div>
  );
}
