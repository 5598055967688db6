import { useLocale, useTranslations } from 'next-intl';
import { useMessageOf } from '@/components/ui/use-field-label';
import type { PartHit } from '@/lib/market/contract';
import { partFieldLabel } from '@/lib/market/fields';
import { withUnit } from '@/lib/units';

/** A part's dimension table: size, the dimensions with units, the source of each row (or the demo label). */
export function PartTable({ part }: { part: Pick<PartHit, 'fields' | 'sizes'> }) {
  const t = useTranslations('Market.parts');
  const m = useMessageOf();
  const locale = useLocale();
  return (
    <div className="data-table-wrap">
      <table className="data-table data-table--middle" data-testid="part-table">
        <thead>
          <tr>
            <th>{t('size')}</th>
            {part.fields.map((f) => (
              <th key={f.name} className="num">
                {withUnit(partFieldLabel(f.name, m), f.unit, locale)}
              </th>
            ))}
            <th>{t('source')}</th>
          </tr>
        </thead>
        <tbody>
          {part.sizes.map((s) => (
            <tr key={s.id} data-testid="part-size" data-size={s.size}>
              <td>{s.size}</td>
              {part.fields.map((f, i) => (
                <td key={f.name} className="num">
                  {s.cells[i] ?? ''}
                </td>
              ))}
              <td>
                {s.demo ? (
                  <span className="tag tag--orange">{t('demoRow')}</span>
                ) : s.sourceUrl ? (
                  <a href={s.sourceUrl} rel="noopener noreferrer nofollow" target="_blank" title={s.citation ?? undefined}>
                    {new URL(s.sourceUrl).hostname}
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
