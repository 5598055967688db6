'use client';
import { useLocale, useTranslations } from 'next-intl';
import { LoadFailed } from '@/components/ui/plain/load-failed';
import { rankingSimulationCalls } from '@/lib/api/calls/ranking';
import { useCall } from '@/lib/api/use-call';
import { Link } from '@/lib/i18n/navigation';
import { formatDateTime } from '@/lib/time';
import { ContributionTable } from '../contribution-table';
import { GradeTag } from '../grade-tag';

/** /economy/economyRankComplete?id=: the simulation's score, grade, each indicator's contribution and the rank it would take; then the history. */
export function SimResult({ id }: { id: number | null }) {
  const t = useTranslations('Ranking');
  const tc = useTranslations('Common');
  const locale = useLocale();
  const one = useCall(rankingSimulationCalls.simulationGet, id ? { id } : null);
  const history = useCall(rankingSimulationCalls.mySimulations, { pageSize: 10 });
  const s = one.data;
  return (
    <div data-testid="sim-result">
      {one.error ? <LoadFailed message={one.error.message} retryLabel={tc('retry')} onRetry={() => one.mutate()} /> : null}
      {id && !s && !one.error ? <p>{tc('loading')}</p> : null}
      {s ? (
        <>
          <dl className="rk-summary">
            <div>
              <dt>{t('common.category')}</dt>
              <dd>{s.category.name}</dd>
            </div>
            <div>
              <dt>{t('common.score')}</dt>
              <dd data-testid="sim-score">{s.score.toFixed(2)}</dd>
            </div>
            <div>
              <dt>{t('common.grade')}</dt>
              <dd data-testid="sim-grade">
                <GradeTag grade={s.grade} />
              </dd>
            </div>
          </dl>
          <p data-testid="sim-rank">{s.wouldRank !== null && s.year !== null ? t('sim.wouldRank', { year: s.year, n: s.rankedAmong, rank: s.wouldRank }) : t('sim.noPublished')}</p>
          <h2>{t('detail.contributions')}</h2>
          <ContributionTable
            rows={s.contributions}
            bars
            testId="sim-contributions"
            labels={{
              indicator: t('detail.indicator'),
              value: t('detail.value'),
              subScore: t('detail.subScore'),
              points: t('detail.points'),
              unit: (u) => t(`units.${u}`),
              pointsOf: (points, max) => t('common.pointsOf', { points, max }),
            }}
          />
        </>
      ) : null}
      <h2>{t('sim.history')}</h2>
      {history.data?.list.length ? (
        <ul className="rk-list" data-testid="sim-history">
          {history.data.list.map((h) => (
            <li key={h.id}>
              <Link href={`/economy/economyRankComplete?id=${h.id}`}>
                {h.category.name} · {h.score.toFixed(2)} · {h.grade}
              </Link>
              <span className="rk-meta">{formatDateTime(h.createdAt, locale)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rk-empty">{history.isLoading ? tc('loading') : t('sim.noHistory')}</p>
      )}
      <Link href="/economy/economySelect">{t('sim.again')}</Link>
    </div>
  );
}
