import { useLocale } from 'next-intl';
import { formatLimit } from '@/lib/materials/units';
import type { LimitVerdict } from '@/lib/intelligence/match-class';
import { PlainTable } from './plain-table';
import { useIntelT } from './use-intel-t';

/** A formula bound is shown as the rule (`≥ 5×(C+N), ≤ 0.7`), never as a number. */
function limitText(rule: string | null | undefined, limit: LimitVerdict['reference'], locale: string): string {
  if (!rule) return formatLimit(limit, locale);
  const shown = `≥ ${rule.replace(/^(>=|≥)\s*/, '').replace(/\s*min\.?$/i, '').replace(/\s*[x*]\s*/g, '×')}`;
  return limit?.max !== null && limit?.max !== undefined ? `${shown}, ≤ ${formatLimit({ max: limit.max }, locale).replace(/^≤\s*/, '')}` : shown;
}

/** Per element or property: this grade's limit, the counterpart's, and stricter/looser. Renders on the server. */
export function VerdictTable({ rows, kind }: { rows: LimitVerdict[]; kind: 'element' | 'property' }) {
  const t = useIntelT();
  const locale = useLocale();
  return (
    <PlainTable
      testId={`verdicts-${kind}`}
      columns={4}
      head={
        <>
          <th scope="col">{kind === 'element' ? t('matching.element') : t('matching.requirement')}</th>
          <th scope="col">{t('matching.reference')}</th>
          <th scope="col">{t('matching.candidate')}</th>
          <th scope="col">{t('matching.verdict')}</th>
        </>
      }
      rows={rows}
      rowKey={(r) => r.key}
      empty={t('common.noData')}
      cells={(r) => (
        <>
          <th scope="row">{kind === 'element' ? r.key : t(`properties.${r.key}`)}</th>
          <td>{limitText(r.referenceRule, r.reference, locale) || '—'}</td>
          <td>{limitText(r.candidateRule, r.candidate, locale) || '—'}</td>
          <td>
            <span className={`intel-verdict--${r.verdict}`} data-testid="verdict">
              {t(`verdicts.${r.verdict}`)}
            </span>
          </td>
        </>
      )}
    />
  );
}
