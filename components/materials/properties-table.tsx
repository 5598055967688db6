'use client';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { propertyColumns } from './property-columns';
import { useUnits } from './unit-context';
import { useViewer } from './viewer-detail';

/**
 * Mechanical property rows with units and the source of each row (the rows the viewer may see,
 * server-rendered as a visitor's first); rows withheld by level are announced.
 */
export function PropertiesTable() {
  const t = useTranslations('MaterialPages');
  const { units } = useUnits();
  const { properties: rows, propertiesHidden: hidden, permission } = useViewer();
  const td = (key: string, values?: Record<string, string | number>) => t(`detail.${key}` as never, values as never);
  if (!rows.length && !hidden) return <p className="mat-state">{t('detail.noProperties')}</p>;
  const rule = permission.rules.find((r) => r.level === permission.level);
  const columns = propertyColumns(td, rows, units);
  const visitor = permission.level === 'visitor';
  return (
    <div data-testid="properties-table">
      {rows.length ? (
        <div className="data-table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col" style={{ minWidth: c.width }}>
                    {c.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.seq}>
                  {columns.map((c) => (
                    <td key={c.key}>{c.render(r)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {hidden > 0 ? (
        <div className="mat-notice" role="note" data-testid="properties-hidden">
          <div>
            <p className="mat-notice__title">{t(visitor ? 'detail.hiddenRowsVisitor' : 'detail.hiddenRowsUser', { count: hidden })}</p>
            {rule?.items.length ? <p className="mat-notice__text">{rule.items.join(' · ')}</p> : null}
          </div>
          <NavLink href={visitor ? '/login' : '/subscribePay'} className="button button--primary button--small">
            {visitor ? t('permission.signIn') : t('permission.upgrade')}
          </NavLink>
        </div>
      ) : null}
    </div>
  );
}
