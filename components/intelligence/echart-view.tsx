'use client';
import { useMemo, useState } from 'react';
import { toast } from '@/components/ui/plain/toast';
import { useCall } from '@/lib/api/use-call';
import { buildScatterOption } from '@/lib/intelligence/chart-options';
import { intelligenceCalls } from '@/lib/api/calls/intelligence';
import { MATERIAL_FAMILIES, type MaterialFamily } from '@/lib/materials/family-names';
import { EChart, preloadEChart } from '@/components/charts/echart';
import { useRouter } from '@/lib/i18n/navigation';
import { detailHref } from '@/lib/materials/paths';
import { useLooseT } from '@/components/ui/use-loose-t';
import { AxisField, type Axis } from './axis-field';
import { ChoiceGroup } from './choice-group';
import { Loading } from './loading';

interface ChartRequest {
  type: MaterialFamily;
  x: string;
  y: string;
  colorBy: 'category' | 'system';
  ids?: string[];
}

/**
 * /mind/mindEchart: an Ashby-style scatter of two properties or elements, click through to a
 * record. Nothing is drawn until the reader asks (Draw), so echarts is fetched only then (and
 * already while the axes are being chosen, so the chart is ready when asked for).
 */
export function EchartView({ ids, initialType = 'steel' }: { ids?: string[]; initialType?: MaterialFamily }) {
  const t = useLooseT('Intelligence');
  const tm = useLooseT('Materials');
  const router = useRouter();
  const [type, setType] = useState<MaterialFamily>(initialType);
  const [x, setX] = useState<Axis>({ key: '', log: false });
  const [y, setY] = useState<Axis>({ key: '', log: false });
  const [colorBy, setColorBy] = useState<'category' | 'system'>('category');
  /** The chart asked for with "Draw" (null until then, and again after the family changes). */
  const [drawn, setDrawn] = useState<ChartRequest | null>(null);
  const { data: conditions } = useCall(intelligenceCalls.conditions, { type });
  // The previous chart stays while the next one loads; a failure (toasted by the client) shows none.
  const chart = useCall(intelligenceCalls.visualization, drawn);
  const data = drawn && !chart.error ? (chart.data ?? null) : null;
  const busy = drawn !== null && chart.isLoading;

  const axisLabel = (key: string) => {
    if (key.startsWith('el:')) return t('chart.element', { el: key.slice(3) });
    const p = conditions?.axes.properties.find((a) => a.key === key);
    return `${t(`properties.${key}`)}${p?.unit ? ` (${p.unit})` : ''}`;
  };
  const groups = [
    { label: t('chart.propertyGroup'), options: (conditions?.axes.properties ?? []).map((p) => ({ value: p.key, label: axisLabel(p.key) })) },
    { label: t('chart.elementGroup'), options: (conditions?.axes.elements ?? []).map((e) => ({ value: `el:${e.value}`, label: `${e.value} ${tm.has(`elements.${e.value}`) ? tm(`elements.${e.value}`) : ''} (${e.count})` })) },
  ];

  const setAxis = (set: (a: Axis) => void) => (a: Axis) => {
    preloadEChart();
    set(a);
  };

  const draw = () => {
    if (!x.key || !y.key) return void toast.error(t('chart.selectAxis'));
    setDrawn({ type, x: x.key, y: y.key, colorBy, ids });
  };

  const option = useMemo(() => {
    if (!data || !drawn) return null;
    const groupLabels: Record<string, string> = {};
    for (const p of data.points) {
      const key = drawn.colorBy === 'system' ? `systems.${p.group}` : `categories.${p.group}`;
      groupLabels[p.group] = tm.has(key) ? tm(key) : p.group;
    }
    return buildScatterOption({ points: data.points, x: { label: axisLabel(drawn.x), log: x.log }, y: { label: axisLabel(drawn.y), log: y.log }, groupLabels });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, drawn, x.log, y.log]);

  return (
    <div className="intel-page" data-testid="echart-view">
      <section className="intel-card">
        <div className="intel-form">
          <ChoiceGroup legend={t('common.family')} value={type} onChange={(v) => (setType(v), setDrawn(null))} options={MATERIAL_FAMILIES.map((f) => ({ value: f, label: tm(`familySingle.${f}`) }))} />
          <AxisField label={t('chart.xAxis')} axis={x} groups={groups} onChange={setAxis(setX)} testId="axis-x" />
          <AxisField label={t('chart.yAxis')} axis={y} groups={groups} onChange={setAxis(setY)} testId="axis-y" />
          <ChoiceGroup
            legend={t('chart.colorBy')}
            value={colorBy}
            onChange={setColorBy}
            options={[
              { value: 'category', label: t('chart.byCategory') },
              { value: 'system', label: t('chart.bySystem') },
            ]}
          />
          <button type="button" className="button button--primary" onClick={draw} disabled={busy} aria-busy={busy} data-testid="chart-draw">
            {t('chart.draw')}
          </button>
        </div>
        <p className="intel-muted">
          {t('chart.scope')}: {ids?.length ? t('chart.searchResult', { n: ids.length }) : t('chart.wholeDatabase')} · {t('chart.clickHint')}
        </p>
      </section>
      {busy ? <Loading /> : null}
      {data && option ? (
        <section className="intel-card">
          <p data-testid="chart-count">{t('chart.plotted', { total: data.total, plotted: data.plotted })}</p>
          <EChart option={option} height={520} ariaLabel={t('chart.pageTitle')} testId="scatter-chart" onItemClick={(item) => item.id && router.push(detailHref(type, item.id))} />
        </section>
      ) : null}
    </div>
  );
}
