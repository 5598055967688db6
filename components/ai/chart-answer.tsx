'use client';
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localizePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { EChart } from '@/components/charts/echart';
import { NavLink } from '@/components/layout/nav-link';
import { request } from '@/lib/api/client';
import { aiCalls } from '@/lib/api/calls/ai';
import { buildScatterOption } from '@/lib/intelligence/chart-options';
import { formatNumber } from '@/lib/materials/units';
import type { ChartAnswer } from '@/lib/ai/contract';

const axisTitle = (a: ChartAnswer['x']) => (a.unit ? `${a.label} (${a.unit})` : a.label);

/** A chart answer: the scatter (components/charts/echart.tsx), the table of its records and the Excel export. */
export function ChartAnswerView({ chart, turnId, table = false }: { chart: ChartAnswer; turnId: number | null; table?: boolean }) {
  const t = useTranslations('Ai.screen');
  const locale = useLocale() as Locale;
  const [exporting, setExporting] = useState(false);
  const option = useMemo(
    () => buildScatterOption({ points: chart.points, x: { label: axisTitle(chart.x) }, y: { label: axisTitle(chart.y) } }),
    [chart],
  );
  const hrefOf = useMemo(() => new Map(chart.points.map((p) => [p.id, p.href])), [chart]);

  async function exportXlsx() {
    if (turnId === null) return;
    setExporting(true);
    try {
      const blob = await request(aiCalls.chartExport, { turnId });
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `chart-${turnId}.xlsx`;
      a.click();
      URL.revokeObjectURL(a.href);
    } catch {
      /* the shared handling showed the reason */
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="ai-chart" data-testid="ai-chart">
      <EChart option={option} height={360} ariaLabel={`${chart.y.label} / ${chart.x.label}`} onItemClick={(item) => {
          const href = item.id ? hrefOf.get(item.id) : undefined;
          if (href) window.location.assign(localizePath(href, locale));
        }} />
      <div className="ai-chart__actions">
        <button type="button" className="button button--small" onClick={exportXlsx} disabled={exporting || turnId === null} data-testid="ai-chart-export">
          {t('exportExcel')}
        </button>
      </div>
      {table ? (
        <div className="ai-chart__table">
        <table className="data-table" data-testid="ai-chart-table">
          <thead>
            <tr>
              <th>{t('grade')}</th>
              <th>{t('group')}</th>
              <th>{axisTitle(chart.x)}</th>
              <th>{axisTitle(chart.y)}</th>
            </tr>
          </thead>
          <tbody>
            {chart.points.map((p) => (
              <tr key={p.id}>
                <td>
                  <NavLink href={p.href}>{p.name}</NavLink>
                </td>
                <td>{p.group}</td>
                <td>{formatNumber(p.x, locale)}</td>
                <td>{formatNumber(p.y, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      ) : null}
    </div>
  );
}
