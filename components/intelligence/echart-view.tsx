'use client';
import { App, Button, Checkbox, Segmented, Select, Spin } from 'antd';
import '@/styles/antd/app.css';
import '@/styles/antd/button.css';
import '@/styles/antd/checkbox.css';
import '@/styles/antd/segmented.css';
import '@/styles/antd/select.css';
import '@/styles/antd/spin.css';
import { useMemo, useState } from 'react';
import { useCall } from '@/lib/api/use-call';
import { buildScatterOption } from '@/lib/intelligence/chart-options';
import { intelligenceCalls } from '@/lib/intelligence/contract';
import { MATERIAL_FAMILIES, type MaterialFamily } from '@/lib/materials/family';
import { EChart } from '@/components/charts/echart';
import { useRouter } from '@/lib/i18n/navigation';
import { detailHref } from '@/lib/materials/paths';
import { useLooseT } from '@/components/ui/use-loose-t';

interface Axis {
  key: string;
  log: boolean;
}

interface ChartRequest {
  type: MaterialFamily;
  x: string;
  y: string;
  colorBy: 'category' | 'system';
  ids?: string[];
}

/** /mind/mindEchart: an Ashby-style scatter of two properties or elements, click through to a record. */
export function EchartView({ ids, initialType = 'steel' }: { ids?: string[]; initialType?: MaterialFamily }) {
  const t = useLooseT('Intelligence');
  const tm = useLooseT('Materials');
  const { message } = App.useApp();
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
  const axisOptions = [
    { label: t('chart.propertyGroup'), options: (conditions?.axes.properties ?? []).map((p) => ({ value: p.key, label: axisLabel(p.key) })) },
    { label: t('chart.elementGroup'), options: (conditions?.axes.elements ?? []).map((e) => ({ value: `el:${e.value}`, label: `${e.value} ${tm.has(`elements.${e.value}`) ? tm(`elements.${e.value}`) : ''} (${e.count})` })) },
  ];

  const draw = () => {
    if (!x.key || !y.key) return void message.error(t('chart.selectAxis'));
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

  const axisField = (label: string, axis: Axis, set: (a: Axis) => void, testId: string) => (
    <label>
      {label}
      <span className="intel-toolbar intel-toolbar--left">
        <Select style={{ minWidth: 220 }} showSearch optionFilterProp="label" value={axis.key || undefined} onChange={(key) => set({ ...axis, key })} options={axisOptions} placeholder={t('chart.selectAxis')} data-testid={testId} />
        <Checkbox checked={axis.log} onChange={(e) => set({ ...axis, log: e.target.checked })}>
          {t('chart.log')}
        </Checkbox>
      </span>
    </label>
  );

  return (
    <div className="intel-page" data-testid="echart-view">
      <section className="intel-card">
        <div className="intel-form">
          <label>
            {t('common.family')}
            <Segmented value={type} onChange={(v) => (setType(v as MaterialFamily), setDrawn(null))} options={MATERIAL_FAMILIES.map((f) => ({ value: f, label: tm(`familySingle.${f}`) }))} />
          </label>
          {axisField(t('chart.xAxis'), x, setX, 'axis-x')}
          {axisField(t('chart.yAxis'), y, setY, 'axis-y')}
          <label>
            {t('chart.colorBy')}
            <Segmented value={colorBy} onChange={(v) => setColorBy(v as 'category' | 'system')} options={[{ value: 'category', label: t('chart.byCategory') }, { value: 'system', label: t('chart.bySystem') }]} />
          </label>
          <Button type="primary" onClick={draw} loading={busy} data-testid="chart-draw">
            {t('chart.draw')}
          </Button>
        </div>
        <p className="intel-muted">
          {t('chart.scope')}: {ids?.length ? t('chart.searchResult', { n: ids.length }) : t('chart.wholeDatabase')} · {t('chart.clickHint')}
        </p>
      </section>
      {busy ? <Spin /> : null}
      {data && option ? (
        <section className="intel-card">
          <p data-testid="chart-count">{t('chart.plotted', { total: data.total, plotted: data.plotted })}</p>
          <EChart option={option} height={520} ariaLabel={t('chart.pageTitle')} testId="scatter-chart" onItemClick={(item) => item.id && router.push(detailHref(type, item.id))} />
        </section>
      ) : null}
    </div>
  );
}
