import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { RankingRow } from '@/lib/ranking/contract';
import { rankHref } from '@/lib/ranking/paths';
import { GradeTag } from './grade-tag';

/** A page of a published ranking: rank, enterprise, product, line (line levels), score, grade, a link to the result. */
export function ProductTable({ rows, showLine }: { rows: RankingRow[]; showLine: boolean }) {
  const t = useTranslations('Ranking.common');
  return (
    <table className="rk-table" data-testid="ranking-table">
      <thead>
        <tr>
          <th className="rk-num">{t('rank')}</th>
          <th>{t('company')}</th>
          <th>{t('product')}</th>
          {showLine ? <th>{t('line')}</th> : null}
          <th className="rk-num">{t('score')}</th>
          <th>{t('grade')}</th>
          <th>{t('detail')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} data-testid="ranking-row">
            <td className="rk-num">{r.rank}</td>
            <td>{r.company}</td>
            <td>{r.product}</td>
            {showLine ? <td>{r.line}</td> : null}
            <td className="rk-num">{r.score.toFixed(2)}</td>
            <td>
              <GradeTag grade={r.grade} />
            </td>
            <td>
              <Link href={rankHref(r.id)}>{t('detail')}</Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
