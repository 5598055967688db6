import { getTranslations } from 'next-intl/server';
import { formatNumber } from '@/lib/materials/units';
import type { MechanicalProperty } from '@/lib/standards/contract';
import { formatBand, formatMin } from '@/lib/standards/format';
import { groupByShape } from '@/lib/standards/rules';

/**
 * A grade's mechanical properties by shape and specification band (server-rendered, plain markup:
 * /allServer/brandDetail is a public page). Rows come sorted from the server.
 */
export async function PropertyTable({ rows, locale }: { rows: MechanicalProperty[]; locale: string }) {
  const t = await getTranslations('Standards');
  if (!rows.length) return <p className="data-table__empty">{t('brand.noProperties')}</p>;
  const num = (n: number) => formatNumber(n, locale);
  const dash = (v: string) => v || '–';
  return (
    <>
      {groupByShape(rows).map((group) => (
        <section key={group.shape} className="std-shape" data-testid={`std-shape-${group.shape}`}>
          <h3 className="std-shape__title">{t(`shapes.${group.shape}` as 'shapes.plate')}</h3>
          <div className="data-table-wrap">
            <table className="data-table">
              <thead>
                <tr>
                  <th>{t('fields.spec')}</th>
                  <th>{t('fields.deliveryStatus')}</th>
                  <th className="num">{t('fields.tensile')}</th>
                  <th className="num">{t('fields.elongation')}</th>
                  <th className="num">{t('fields.reductionOfArea')}</th>
                  <th className="num">{t('fields.impact')}</th>
                  <th>{t('fields.hardness')}</th>
                  <th>{t('fields.bending')}</th>
                  <th>{t('fields.remarks')}</th>
                </tr>
              </thead>
              <tbody>
                {group.rows.map((p) => (
                  <tr key={p.id}>
                    <td>{formatBand(p.specMin, p.specMax, num, 'spec')}</td>
                    <td>{t(`delivery.${p.deliveryStatus}` as 'delivery.asRolled')}</td>
                    <td className="num">{formatBand(p.tensileMin, p.tensileMax, num, 'range')}</td>
                    <td className="num">{formatMin(p.elongation, num)}</td>
                    <td className="num">{formatMin(p.reductionOfArea, num)}</td>
                    <td className="num">
                      {formatMin(p.impactEnergy, num)}
                      {p.impactEnergy !== null && p.impactTemperature !== null ? ` (${num(p.impactTemperature)} °C)` : ''}
                    </td>
                    <td>{dash(p.hardness)}</td>
                    <td>{[p.bendingAngle !== null ? `${num(p.bendingAngle)}°` : '', p.bendingRadius].filter(Boolean).join(', ') || '–'}</td>
                    <td>{dash(p.remarks)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
