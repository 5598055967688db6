import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import type { StandardDetail } from '@/lib/materials/contract';
import { detailHref } from '@/lib/materials/paths';
import { QuantityValue } from './quantity-value';
import { StandardPager } from './standard-pager';
import { UnitName } from './unit-name';
import { UnitProvider } from './unit-context';
import { UnitSwitch } from './unit-switch';

/** Every grade of one standard (server-rendered), paged through the URL (?page=); strengths follow the unit switch. */
export function StandardGrades({ data, query }: { data: StandardDetail; query: Record<string, string> }) {
  const t = useTranslations('MaterialPages');
  if (!data.total) return <p className="mat-state">{t('standard.noGrades')}</p>;
  return (
    <UnitProvider>
      <div data-testid="standard-grades">
        <div className="mat-toolbar">
          <h2 className="mat-card__title mat-toolbar__title">{t('standard.grades', { count: data.total })}</h2>
          <UnitSwitch />
        </div>
        <div className="data-table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('table.grade')}</th>
                <th scope="col">{t('table.category')}</th>
                <th scope="col">{t('table.delivery')}</th>
                <th scope="col" className="num">
                  {t('table.tensile')} (<UnitName quantity="strength" />)
                </th>
                <th scope="col" className="num">
                  {t('table.yield')} (<UnitName quantity="strength" />)
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.id}>
                  <th scope="row">
                    <NavLink href={detailHref(r.family, r.id)}>
                      <strong>{r.grade}</strong>
                    </NavLink>
                  </th>
                  <td>{r.categoryLabel ?? '—'}</td>
                  <td>{r.deliveryLabel ?? '—'}</td>
                  <td className="num">
                    <QuantityValue quantity="strength" min={r.tensileMin} max={r.tensileMax} bare />
                  </td>
                  <td className="num">
                    <QuantityValue quantity="strength" min={r.yieldMin} bare />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {data.total > data.pageSize ? <StandardPager page={data.page} pageSize={data.pageSize} total={data.total} query={query} /> : null}
      </div>
    </UnitProvider>
  );
}
