'use client';
import { App, Button, InputNumber, Select, Space, Spin } from 'antd';
import '@/styles/antd/app.css';
import '@/styles/antd/button.css';
import '@/styles/antd/input-number.css';
import '@/styles/antd/select.css';
import '@/styles/antd/space.css';
import '@/styles/antd/spin.css';
import { useMemo, useState } from 'react';
import { useCallMutation } from '@/lib/api/use-call';
import { buildComparisonBarOption } from '@/lib/intelligence/chart-options';
import { intelligenceCalls, matchingResultsSchema } from '@/lib/intelligence/contract';
import { DEFAULT_REQUIREMENTS, REQUIREMENT_KEYS, type Requirement } from '@/lib/intelligence/requirements';
import { EChart } from '@/components/charts/echart';
import { CandidateTable } from './candidate-table';
import { useLooseT } from '@/components/ui/use-loose-t';

/** Intelligent matching: requirements → ranked candidates with margins, a contrast and a chart. */
export function RequirementsPanel() {
  const t = useLooseT('Intelligence');
  const { message } = App.useApp();
  const [reqs, setReqs] = useState<Requirement[]>(DEFAULT_REQUIREMENTS);
  const [selected, setSelected] = useState<string[]>([]);
  const results = useCallMutation(intelligenceCalls.results);
  const contrasting = useCallMutation(intelligenceCalls.contrast);
  // A failed call is toasted by the client and shows nothing (its error), as before.
  const result = results.error ? null : (results.data ?? null);
  const contrast = contrasting.error ? null : (contrasting.data?.list ?? null);
  const busy = results.isMutating;

  const run = () => {
    const parsed = matchingResultsSchema.safeParse({ requirements: reqs });
    if (!parsed.success) return void message.error(t(parsed.error.issues[0].message.replace('Intelligence.', '')));
    results.trigger({ requirements: reqs, limit: 50 }).then(
      () => {
        setSelected([]);
        contrasting.reset();
      },
      () => undefined,
    );
  };

  const doContrast = () => {
    if (selected.length < 2) return void message.error(t('matching.chooseTwo'));
    contrasting.trigger({ ids: selected, requirements: reqs }).catch(() => undefined);
  };

  const option = useMemo(() => {
    const shown = contrast ?? result?.list.slice(0, 6) ?? [];
    return buildComparisonBarOption({
      categories: reqs.map((r) => `${t(`properties.${r.key}`)} (%)`),
      series: shown.map((c) => ({ name: c.record.grade, values: c.checks.map((ch) => (ch.margin === null ? null : Math.round(ch.margin * 1000) / 10)) })),
    });
  }, [contrast, result, reqs, t]);

  const update = (i: number, patch: Partial<Requirement>) => setReqs(reqs.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <div className="intel-page" style={{ padding: 0 }} data-testid="requirements-panel">
      <h3>{t('matching.requirements')}</h3>
      {reqs.map((r, i) => (
        <Space key={i} wrap data-testid="requirement-row">
          <Select style={{ width: 200 }} value={r.key} onChange={(key) => update(i, { key, op: key === 'cev' ? '<=' : r.op })} options={REQUIREMENT_KEYS.map((k) => ({ value: k, label: t(`properties.${k}`) }))} />
          <Select style={{ width: 70 }} value={r.op} onChange={(op) => update(i, { op })} options={[{ value: '>=', label: '≥' }, { value: '<=', label: '≤' }]} />
          <InputNumber value={r.value} onChange={(v) => update(i, { value: v ?? Number.NaN })} aria-label={t('matching.value')} />
          {r.key === 'impact' ? <InputNumber value={r.tempC ?? undefined} onChange={(v) => update(i, { tempC: v })} addonBefore={t('matching.atTemp')} /> : null}
          <Button onClick={() => setReqs(reqs.filter((_, j) => j !== i))}>{t('board.remove')}</Button>
        </Space>
      ))}
      <Space>
        <Button onClick={() => setReqs([...reqs, { key: 'tensile', op: '>=', value: 470 }])}>{t('matching.addRequirement')}</Button>
        <Button type="primary" onClick={run} loading={busy} data-testid="requirements-run">
          {t('matching.run')}
        </Button>
      </Space>
      <p className="intel-muted">{t('matching.marginHelp')}</p>
      {busy ? <Spin /> : null}
      {result ? (
        <>
          <div className="intel-toolbar">
            <strong data-testid="meeting-all">{t('matching.meetingAll', { n: result.meetingAll })}</strong>
            <Button onClick={doContrast} data-testid="contrast-button">
              {t('matching.contrast')}
            </Button>
          </div>
          <CandidateTable list={result.list} requirements={reqs} selected={selected} onSelect={setSelected} testId="candidates" />
          {contrast ? (
            <>
              <h3>{t('matching.contrastTitle')}</h3>
              <CandidateTable list={contrast} requirements={reqs} testId="contrast" />
            </>
          ) : null}
          <h3>{t('matching.onChart')}</h3>
          <EChart option={option} height={320} ariaLabel={t('matching.onChart')} testId="candidates-chart" />
        </>
      ) : null}
    </div>
  );
}
