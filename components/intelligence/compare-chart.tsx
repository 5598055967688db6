'use client';
import { Segmented } from 'antd';
import '@/styles/antd/segmented.css';
import { useMemo, useState } from 'react';
import { buildComparisonBarOption, buildRadarOption } from '@/lib/intelligence/chart-options';
import type { ComparisonTable } from '@/lib/intelligence/contract';
import { useLooseT } from '@/components/ui/use-loose-t';
import { EChart } from '@/components/charts/echart';

/** Bar or radar chart of the compared properties. */
export function CompareChart({ table }: { table: ComparisonTable }) {
  const t = useLooseT('Intelligence');
  const [kind, setKind] = useState<'bar' | 'radar'>('bar');
  const option = useMemo(() => {
    const props = table.properties.filter((p) => p.key !== 'hardness');
    const input = {
      categories: props.map((p) => `${t(`properties.${p.key}`)} (${p.unit})`),
      series: table.records.map((r, i) => ({ name: r.grade, values: props.map((p) => p.values[i]) })),
    };
    return kind === 'bar' ? buildComparisonBarOption(input) : buildRadarOption(input);
  }, [table, kind, t]);
  return (
    <section className="intel-card" aria-label={t('compare.chartTitle')}>
      <div className="intel-toolbar">
        <h2 className="intel-h2">{t('compare.chartTitle')}</h2>
        <Segmented
          value={kind}
          onChange={(v) => setKind(v as 'bar' | 'radar')}
          options={[
            { value: 'bar', label: t('compare.chartBar') },
            { value: 'radar', label: t('compare.chartRadar') },
          ]}
          data-testid="compare-chart-kind"
        />
      </div>
      <EChart option={option} height={360} ariaLabel={t('compare.chartTitle')} testId="compare-chart" />
      {kind === 'radar' ? <p className="intel-muted">{t('compare.radarNote')}</p> : null}
    </section>
  );
}
