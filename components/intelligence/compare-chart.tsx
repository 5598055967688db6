'use client';
import { useMemo, useState, type ReactNode } from 'react';
import { buildComparisonBarOption, buildRadarOption, comparisonChartInput } from '@/lib/intelligence/chart-options';
import type { ComparisonTable } from '@/lib/intelligence/contract';
import { EChart } from '@/components/charts/echart';
import { ChoiceGroup } from './choice-group';
import { COMPARE_CHART_HEIGHT } from './compare-chart-size';
import { useLooseT } from '@/components/ui/use-loose-t';

/**
 * Bar or radar chart of the compared properties. `staticBar` is the bar chart drawn on the server
 * (a shared comparison): shown until the reader hovers it or picks the radar, then echarts takes over.
 */
export function CompareChart({ table, staticBar }: { table: ComparisonTable; staticBar?: ReactNode }) {
  const t = useLooseT('Intelligence');
  const [kind, setKind] = useState<'bar' | 'radar'>('bar');
  const [changed, setChanged] = useState(false);
  const option = useMemo(() => {
    const input = comparisonChartInput(table, (key, unit) => `${t(`properties.${key}`)} (${unit})`);
    return kind === 'bar' ? buildComparisonBarOption(input) : buildRadarOption(input);
  }, [table, kind, t]);
  return (
    <section className="intel-card" aria-labelledby="compare-chart-title">
      <div className="intel-toolbar">
        <h2 className="intel-h2" id="compare-chart-title">
          {t('compare.chartTitle')}
        </h2>
        <ChoiceGroup
          legend={t('compare.chartTitle')}
          hideLegend
          value={kind}
          onChange={(v) => {
            setKind(v);
            setChanged(true);
          }}
          options={[
            { value: 'bar', label: t('compare.chartBar') },
            { value: 'radar', label: t('compare.chartRadar') },
          ]}
          testId="compare-chart-kind"
        />
      </div>
      <EChart option={option} height={COMPARE_CHART_HEIGHT} ariaLabel={t('compare.chartTitle')} testId="compare-chart" fallback={changed ? undefined : staticBar} />
      {kind === 'radar' ? <p className="intel-muted">{t('compare.radarNote')}</p> : null}
    </section>
  );
}
