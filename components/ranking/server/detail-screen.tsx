import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StaticChart } from '@/components/charts/static-chart';
import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/i18n/locale-path';
import { Link } from '@/lib/i18n/navigation';
import { idParam } from '@/lib/id-param';
import { listHref } from '@/lib/list-query';
import { buildColumnOption, buildContributionOption } from '@/lib/ranking/charts';
import { rankingCalls } from '@/lib/ranking/contract';
import { BLOCKS, type IndicatorUnit } from '@/lib/ranking/model';
import { RANKING_PATHS, rankHref } from '@/lib/ranking/paths';
import { publicGet } from '@/lib/server/entry';
import { formatDay } from '@/lib/time';
import { ContributionTable, type ContributionLabels } from '../contribution-table';
import { GradeTag } from '../grade-tag';
import { RankingNav } from '../ranking-nav';

/**
 * A published result (/rank/{id}, /economy/economyDetail?id=): score, grade, rank, the blocks, each indicator's
 * contribution (table and chart), the score over the years and the enterprise's other levels (qc/rankDetail).
 * No id: the ranking; an unknown one: the 404 page.
 */
export async function RankDetailScreen({ locale, id }: { locale: Locale; id: string | string[] | undefined }) {
  const n = idParam(id);
  if (n === null) redirect(localizePath(RANKING_PATHS.ranking, locale));
  const result = await publicGet(locale, rankingCalls.rankDetail, { id: n });
  if (!result.ok) {
    if (result.status === 404) notFound();
    throw new Error(result.msg);
  }
  const d = result.data;
  const t = await getTranslations('Ranking');
  const unit = (u: IndicatorUnit) => t(`units.${u}`);
  const contributionLabels: ContributionLabels = {
    indicator: t('detail.indicator'),
    value: t('detail.value'),
    subScore: t('detail.subScore'),
    points: t('detail.points'),
    unit,
    pointsOf: (points, max) => t('common.pointsOf', { points, max }),
  };
  const back = listHref(RANKING_PATHS.ranking, { year: d.year, category: d.category.code, level: d.level === 'enterprise' ? undefined : d.level });
  return (
    <div className="page rk-page" data-testid="rank-detail">
      <h1 className="page-title">
        {d.company}
        {d.line ? ` · ${d.line}` : ''}
      </h1>
      <RankingNav current="ranking" />
      {d.demo ? <p className="rk-demo">{t('common.demoNote')}</p> : null}
      <p className="rk-meta">
        {t('common.yearLabel', { year: d.year })} · {d.category.name} · {t(`levels.${d.level}`)} · {t('common.publishedAt', { at: formatDay(d.publishedAt, locale) })}
      </p>
      <dl className="rk-summary">
        <div>
          <dt>{t('common.score')}</dt>
          <dd data-testid="rank-score">{d.score.toFixed(2)}</dd>
        </div>
        <div>
          <dt>{t('common.grade')}</dt>
          <dd>
            <GradeTag grade={d.grade} />
          </dd>
        </div>
        <div>
          <dt>{t('common.rank')}</dt>
          <dd>{t('common.rankOf', { rank: d.rank, of: d.of })}</dd>
        </div>
        {BLOCKS.map((b) => (
          <div key={b}>
            <dt>{t(`blocks.${b}`)}</dt>
            <dd>{d.blocks[b].toFixed(2)}</dd>
          </div>
        ))}
      </dl>
      <section className="rk-section">
        <h2>{t('detail.contributions')}</h2>
        <ContributionTable rows={d.contributions} labels={contributionLabels} testId="contributions" />
        <StaticChart
          option={buildContributionOption(d.contributions.map((c) => c.label), d.contributions.map((c) => c.points), d.contributions.map((c) => c.maxPoints), { points: t('detail.pointsSeries'), max: t('detail.maxSeries') })}
          title={t('detail.contributionChart')}
          height={360}
        />
      </section>
      <div className="rk-charts">
        <section>
          <h2>{t('detail.trend')}</h2>
          <StaticChart option={buildColumnOption(d.trend.map((x) => String(x.year)), d.trend.map((x) => x.score), t('common.score'), { max: 100 })} title={t('detail.trend')} description={t('detail.trendDescription')} width={540} height={240} />
        </section>
        <section>
          <h2>{t('detail.lines')}</h2>
          <table className="rk-table" data-testid="lines">
            <thead>
              <tr>
                <th>{t('common.level')}</th>
                <th>{t('common.line')}</th>
                <th className="rk-num">{t('common.score')}</th>
                <th>{t('common.grade')}</th>
                <th className="rk-num">{t('common.rank')}</th>
              </tr>
            </thead>
            <tbody>
              {d.lines.map((l) => (
                <tr key={l.id}>
                  <td>{t(`levels.${l.level}`)}</td>
                  <td>{l.id === d.id ? l.line || '—' : <Link href={rankHref(l.id)}>{l.line || t(`levels.${l.level}`)}</Link>}</td>
                  <td className="rk-num">{l.score.toFixed(2)}</td>
                  <td>
                    <GradeTag grade={l.grade} />
                  </td>
                  <td className="rk-num">{l.rank}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
      <p>
        <Link href={back}>{t('detail.back')}</Link>
      </p>
    </div>
  );
}
