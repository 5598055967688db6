import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { CompanyRankingRow } from '@/lib/ranking/contract';
import { rankHref } from '@/lib/ranking/paths';
import { GradeTag } from './grade-tag';

/** The enterprise ranking: rank, enterprise, mean score, grade and each category's result as a link. */
export function CompanyTable({ rows }: { rows: CompanyRankingRow[] }) {
  const t = useTranslations('Ranking');
  return (
    <table className="rk-table" data-testid="company-table">
      <thead>
        <tr>
          <th className="rk-num">{t('common.rank')}</th>
          <th>{t('common.company')}</th>
          <th className="rk-num">{t('common.score')}</th>
          <th>{t('common.grade')}</th>
          <th>{t('ranking.categoriesCol')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.company} data-testid="company-row">
            <td className="rk-num">{r.rank}</td>
            <td>{r.company}</td>
            <td className="rk-num">{r.score.toFixed(2)}</td>
            <td>
              <GradeTag grade={r.grade} />
            </td>
            <td>
              {r.categories.map((c, i) => (
                <span key={c.code}>
                  {i ? ' · ' : ''}
                  <Link href={rankHref(c.id)}>
                    {c.name} {c.score.toFixed(1)}
                  </Link>
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
