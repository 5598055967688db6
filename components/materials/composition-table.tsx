import { useTranslations } from 'next-intl';
import { DataText } from '@/components/ui/data-text';
import type { CompositionRow } from '@/lib/materials/contract';
import { isElementSymbol } from '@/lib/materials/data-labels';
import { QuantityValue } from './quantity-value';

/** Chemical composition: min, max or typical per element, with the text exactly as in the source (server-rendered). */
export function CompositionTable({ rows }: { rows: readonly CompositionRow[] }) {
  const t = useTranslations('MaterialPages.detail');
  if (!rows.length) return <p className="mat-state">{t('noComposition')}</p>;
  return (
    <div className="data-table-wrap" data-testid="composition-table">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('element')}</th>
            <th scope="col">{t('value')}</th>
            <th scope="col">{t('asInSource')}</th>
            <th scope="col">{t('note')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.element}>
              <th scope="row">
                {isElementSymbol(r.element) ? (
                  <>
                    <strong>{r.element}</strong>
                    {r.label && r.label !== r.element ? <span className="mat-chip__count"> {r.label}</span> : null}
                  </>
                ) : (
                  // Rows without a symbol (others, othersEach, othersTotal) show their label only.
                  <strong>{r.label}</strong>
                )}
              </th>
              <td>
                {/* A formula bound is shown as written, with the numeric bound that goes with it; never as a number of its own. */}
                {r.rule ? <span data-testid="formula-bound">{r.rule}</span> : null}
                {r.rule && (r.min !== null || r.max !== null || r.typical !== null) ? '; ' : null}
                {!r.rule || r.min !== null || r.max !== null || r.typical !== null ? (
                  <QuantityValue quantity="other" min={r.min} max={r.max} typical={r.typical} unit={r.unit === 'ppm' ? 'ppm' : '%'} bare={r.unit !== 'ppm'} />
                ) : null}
              </td>
              <td className="mat-cell-text">
                <DataText text={r.raw} />
              </td>
              <td className="mat-cell-text">
                {r.flagged ? (
                  <span className="mat-flagged" data-testid="flagged-value">
                    {r.flagged}
                  </span>
                ) : null}
                {r.flagged && r.note ? ' · ' : null}
                <DataText text={r.note} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
