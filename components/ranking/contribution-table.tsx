import type { RankDetail } from '@/lib/ranking/contract';
import type { IndicatorUnit } from '@/lib/ranking/model';

/** The translated words of the table, given by the caller (a server screen's or a client island's translator). */
export interface ContributionLabels {
  indicator: string;
  value: string;
  subScore: string;
  points: string;
  unit: (unit: IndicatorUnit) => string;
  pointsOf: (points: string, max: string) => string;
}

/**
 * Each indicator's contribution to a score (value, sub-score, points of the most it could give): the published
 * result's screen (server) and the simulation's result (client) draw the same table. No hooks, so either may use it;
 * `bars` adds a small bar of the points against their maximum.
 */
export function ContributionTable({ rows, labels, bars = false, testId }: { rows: RankDetail['contributions']; labels: ContributionLabels; bars?: boolean; testId: string }) {
  return (
    <table className="rk-table" data-testid={testId}>
      <thead>
        <tr>
          <th>{labels.indicator}</th>
          <th className="rk-num">{labels.value}</th>
          <th className="rk-num">{labels.subScore}</th>
          <th className="rk-num">{labels.points}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.indicator}>
            <td>{c.label}</td>
            <td className="rk-num">
              {c.value} {labels.unit(c.unit)}
            </td>
            <td className="rk-num">{c.subScore.toFixed(1)}</td>
            <td className="rk-num">
              {bars ? <span className="rk-bar" style={{ width: `${Math.round((c.points / Math.max(c.maxPoints, 0.01)) * 60)}px` }} aria-hidden /> : null}
              {labels.pointsOf(c.points.toFixed(2), c.maxPoints.toFixed(1))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
