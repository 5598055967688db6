import { useLocale } from 'next-intl';
import { isElementSymbol } from '@/lib/materials/data-labels';
import { formatLimit } from '@/lib/materials/units';
import type { ComparisonTable } from '@/lib/intelligence/contract';
import { NavLink } from '@/components/layout/nav-link';
import { detailHref } from '@/lib/materials/paths';
import { useIntelT } from './use-intel-t';
import { BandTag, ThicknessNote } from './thickness-note';

interface Row {
  key: string;
  label: string;
  texts: string[];
  differs: boolean;
  best: number[];
}

/**
 * Composition and properties side by side: differing rows shaded, the best value per property
 * marked. Renders on the server (a shared comparison) or in the browser (the board's).
 */
export function CompareTable({ table }: { table: ComparisonTable }) {
  const t = useIntelT();
  const tm = useIntelT('Materials');
  const locale = useLocale();
  const rows: Row[] = [
    ...table.composition.map((c) => ({
      key: `el-${c.element}`,
      label: !tm.has(`elements.${c.element}`) ? c.element : isElementSymbol(c.element) ? `${c.element} ${tm(`elements.${c.element}`)}` : tm(`elements.${c.element}`),
      texts: c.cells.map((cell) => cell.raw ?? formatLimit(cell.limit, locale)),
      differs: c.differs,
      best: [],
    })),
    ...table.properties.map((p) => ({
      key: `p-${p.key}`,
      label: `${t(`properties.${p.key}`)} (${p.unit})`,
      texts: p.cells.map((cell, i) => {
        const text = formatLimit(cell.limit, locale);
        const temp = p.tempC?.[i];
        return text && temp !== undefined && temp !== null ? `${text} @ ${t('compare.impactAt', { t: temp })}` : text;
      }),
      differs: p.differs,
      best: p.best,
    })),
  ];
  if (table.cev.some((v) => v !== null)) {
    const present = table.cev.filter((v): v is number => v !== null);
    rows.push({ key: 'cev', label: t('compare.cev'), texts: table.cev.map((v) => (v === null ? '' : `≤${v}`)), differs: new Set(present).size > 1, best: [] });
  }
  return (
    <>
    <ThicknessNote thickness={table.thickness} records={table.records} locale={locale} />
    <div className="data-table-wrap">
      <table className="data-table intel-compare-table" data-testid="compare-table">
        <thead>
          <tr>
            <th scope="col" className="intel-sticky">
              {t('compare.item')}
            </th>
            {table.records.map((r) => (
              <th key={r.id} scope="col">
                <NavLink href={detailHref(r.type, r.id)} data-testid="compare-column">
                  {r.grade}
                  <span className="intel-muted intel-block">{r.standard ?? r.system}</span>
                </NavLink>
                <BandTag band={r.band} locale={locale} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.differs ? 'intel-row--differs' : undefined}>
              <th scope="row" className="intel-sticky">
                {row.label}
              </th>
              {table.records.map((r, i) => (
                <td key={r.id}>
                  {row.best.includes(i) ? (
                    <span className="intel-cell--best" data-testid="best-cell">
                      {row.texts[i] || '—'}
                      <span className="tag tag--green intel-best-tag">{t('compare.best')}</span>
                    </span>
                  ) : (
                    row.texts[i] || '—'
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    </>
  );
}
