import { useTranslations } from 'next-intl';
import { DataText } from '@/components/ui/data-text';
import type { EquivalentRow } from '@/lib/materials/contract';
import { NavLink } from '@/components/layout/nav-link';
import { detailHref } from '@/lib/materials/paths';

/** Approximate equivalents in other standard systems, each with its relation and confidence (server-rendered). */
export function EquivalentsTable({ rows }: { rows: readonly EquivalentRow[] }) {
  const t = useTranslations('MaterialPages.detail');
  if (!rows.length) return <p className="mat-state">{t('noEquivalents')}</p>;
  const level = (c: string | null) => (c && ['A', 'B', 'C'].includes(c) ? (c as 'A') : 'unknown');
  return (
    <div className="data-table-wrap" data-testid="equivalents-table">
      <table className="data-table mat-table-wide">
        <thead>
          <tr>
            <th scope="col">{t('system')}</th>
            <th scope="col">{t('designation')}</th>
            <th scope="col">{t('standard')}</th>
            <th scope="col">{t('relation')}</th>
            <th scope="col">{t('confidence')}</th>
            <th scope="col">{t('notes')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.groupCode}-${r.system}-${r.designation}`}>
              <td>
                <span className="tag">{r.system}</span>
              </td>
              <td>{r.materialId && r.family ? <NavLink href={detailHref(r.family, r.materialId)}>{r.designation}</NavLink> : r.designation}</td>
              <td>{r.standard ?? ''}</td>
              <td>{r.relationLabel ?? <DataText text={r.relation} />}</td>
              <td>{t(`confidenceLevels.${level(r.confidence)}`)}</td>
              <td className="mat-cell-text">
                <DataText text={r.notes} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
