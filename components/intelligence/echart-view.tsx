'use client';
import { useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/components/ui/plain/toast';
import { useCall } from '@/lib/api/use-call';
import { buildLabelledScatterOption, chartAxisLabel, DEFAULT_CHART_AXES } from '@/lib/intelligence/chart-options';
import type { ChartPoints } from '@/lib/intelligence/outputs';
import { intelligenceCalls } from '@/lib/api/calls/intelligence';
import { MATERIAL_FAMILIES, type MaterialFamily } from '@/lib/materials/family-names';
import { EChart, preloadEChart } from '@/components/charts/echart';
import { useRouter } from '@/lib/i18n/navigation';
import { detailHref } from '@/lib/materials/paths';
import { useLooseT } from '@/components/ui/use-loose-t';
import { AxisField, type Axis } from './axis-field';
import { ChoiceGroup } from './choice-group';
import { Loading } from './loading';

export interface ChartRequest {
  type: MaterialFamily;
  x: string;
  y: string;
  colorBy: 'category' | 'system';
  ids?: string[];
}

/** The chart the page opens with, answered on the server, and its picture drawn there (`<StaticChart>`). */
export interface InitialChart {
  data: ChartPoints;
  picture: ReactNode;
}

/**
 * /mind/mindEchart: an Ashby-style scatter of two properties or elements, click through to a
 * record. It opens drawn (yield against tensile strength): the server answers that chart and draws
 * it as an SVG, so the page loads no chart script until the reader reaches for the chart (echarts is
 * about 185 KB gzip); other axes are drawn when asked (Draw).
 */
export function EchartView({ ids, initialType = 'steel', initial }: { ids?: string[]; initialType?: MaterialFamily; initial?: InitialChart }) {
  const t = useLooseT('Intelligence');
  const tm = useLooseT('Materials');
  const router = useRouter();
  const [type, setType] = useState<MaterialFamily>(initialType);
  const [x, setX] = useState<Axis>({ key: DEFAULT_CHART_AXES.x, log: false });
  const [y, setY] = useState<Axis>({ key: DEFAULT_CHART_AXES.y, log: false });
  const [colorBy, setColorBy] = useState<'category' | 'system'>('category');
  /**
   * The chart shown: it opens with yield against tensile strength of the chosen family (issue 29,
   * item 11), follows a change of family, and changes axes when the reader asks (Draw).
   */
  const [opening] = useState<ChartRequest>(() => ({ type: initialType, x: DEFAULT_CHART_AXES.x, y: DEFAULT_CHART_AXES.y, colorBy: 'category', ids }));
  const [drawn, setDrawn] = useState<ChartRequest | null>(opening);
  const { data: conditions } = useCall(intelligenceCalls.conditions, { type });
  // The opening chart is the server's answer (no request); the previous chart stays while the next
  // one loads; a failure (toasted by the client) shows none.
  const isOpening = drawn === opening && initial !== undefined;
  const chart = useCall(intelligenceCalls.visualization, isOpening ? null : drawn);
  const data = isOpening ? initial.data : drawn && !chart.error ? (chart.data ?? null) : null;
  const busy = drawn !== null && !isOpening && chart.isLoading;
  const axisLabel = (key: string) => chartAxisLabel(key, conditions?.axes.properties ?? [], t);
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
    return buildLabelledScatterOption({ points: data.points, x: drawn.x, y: drawn.y, xLog: x.log, yLog: y.log, colorBy: drawn.colorBy, properties: conditions?.axes.properties ?? [], t, tm });
  }, [data, drawn, x.log, y.log, conditions, t, tm]);

  return (
    <div className="intel-page" data-testid="echart-view">
      <section className="intel-card">
        <div className="intel-form">
          <ChoiceGroup legend={t('common.family')} value={type} onChange={(v) => (setType(v), setDrawn(x.key && y.key ? { type: v, x: x.key, y: y.key, colorBy, ids } : null))} options={MATERIAL_FAMILIES.map((f) => ({ value: f, label: tm(`familySingle.${f}`) }))} />
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
          <EChart option={option} height={520} fallback={isOpening && !x.log && !y.log ? initial.picture : undefined} ariaLabel={t('chart.pageTitle')} testId="scatter-chart" onItemClick={(item) => item.id && router.push(detailHref(type, item.id))} />
        </section>
      ) : null}
    </div>
  );
}
