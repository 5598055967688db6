'use client';
import { useMemo, useState } from 'react';
import { toast } from '@/components/ui/plain/toast';
import { useCallMutation } from '@/lib/api/use-call';
import { buildComparisonBarOption } from '@/lib/intelligence/chart-options';
import { intelligenceCalls } from '@/lib/api/calls/intelligence';
import type { CandidateResults } from '@/lib/intelligence/contract';
import { DEFAULT_REQUIREMENTS, type Requirement } from '@/lib/intelligence/requirements';
import { EChart } from '@/components/charts/echart';
import { CandidateTable } from './candidate-table';
import { Loading } from './loading';
import { RequirementRow, type RequirementDraft } from './requirement-row';
import { useLooseT } from '@/components/ui/use-loose-t';
import { useLocale } from 'next-intl';
import { ThicknessField, ThicknessNote } from './thickness-note';

const toDraft = (r: Requirement): RequirementDraft => ({ key: r.key, op: r.op, value: String(r.value), tempC: r.tempC === undefined || r.tempC === null ? '' : String(r.tempC) });
/** An empty or unreadable box is sent as no number, which the server refuses with its message. */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const toRequirement = (d: RequirementDraft): Requirement => ({ key: d.key, op: d.op, value: num(d.value), ...(d.key === 'impact' && d.tempC.trim() !== '' ? { tempC: num(d.tempC) } : {}) });

/**
 * Intelligent matching: requirements → ranked candidates with margins, a contrast and a chart.
 * The requirements are checked by the endpoint (its message is shown as a toast); echarts is
 * fetched only once candidates are drawn.
 */
export function RequirementsPanel() {
  const t = useLooseT('Intelligence');
  const [drafts, setDrafts] = useState<RequirementDraft[]>(() => DEFAULT_REQUIREMENTS.map(toDraft));
  /** The results with the requirements they answer (the table's columns), not the ones being edited. */
  const [shown, setShown] = useState<{ requirements: Requirement[]; result: CandidateResults } | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  /** Product thickness in mm for the thickness-banded values; empty = each grade's thinnest band. */
  const [thickness, setThickness] = useState('');
  const locale = useLocale();
  const results = useCallMutation(intelligenceCalls.results);
  const contrasting = useCallMutation(intelligenceCalls.contrast);
  const result = shown?.result ?? null;
  const ran = shown?.requirements ?? [];
  const contrast = contrasting.error ? null : (contrasting.data?.list ?? null);
  const busy = results.isMutating;

  const run = () => {
    const requirements = drafts.map(toRequirement);
    // A failure (also a thickness that is not one) is toasted by the client and shows no results.
    results.trigger({ requirements, limit: 50, ...(thickness.trim() ? { thickness: num(thickness) } : {}) }).then(
      (answer) => {
        setShown({ requirements, result: answer });
        setSelected([]);
        contrasting.reset();
      },
      () => setShown(null),
    );
  };

  const doContrast = () => {
    if (selected.length < 2) return void toast.error(t('matching.chooseTwo'));
    contrasting.trigger({ ids: selected, requirements: ran, ...(shown?.result.thickness ? { thickness: shown.result.thickness } : {}) }).catch(() => undefined);
  };

  const option = useMemo(() => {
    const charted = contrast ?? shown?.result.list.slice(0, 6) ?? [];
    return buildComparisonBarOption({
      categories: (shown?.requirements ?? []).map((r) => `${t(`properties.${r.key}`)} (%)`),
      series: charted.map((c) => ({ name: c.record.grade, values: c.checks.map((ch) => (ch.margin === null ? null : Math.round(ch.margin * 1000) / 10)) })),
    });
  }, [contrast, shown, t]);

  const update = (i: number, patch: Partial<RequirementDraft>) => setDrafts(drafts.map((d, j) => (j === i ? { ...d, ...patch } : d)));

  return (
    <div className="intel-stack" data-testid="requirements-panel">
      <h3 className="intel-h3">{t('matching.requirements')}</h3>
      {drafts.map((d, i) => (
        <RequirementRow key={i} draft={d} onChange={(patch) => update(i, patch)} onRemove={() => setDrafts(drafts.filter((_, j) => j !== i))} />
      ))}
      <div className="intel-thickness">
        <ThicknessField id="requirements-thickness" testId="requirements-thickness" value={thickness} onChange={(e) => setThickness(e.target.value)} />
      </div>
      <div className="intel-form">
        <button type="button" className="button" onClick={() => setDrafts([...drafts, { key: 'tensile', op: '>=', value: '470', tempC: '' }])}>
          {t('matching.addRequirement')}
        </button>
        <button type="button" className="button button--primary" onClick={run} disabled={busy} aria-busy={busy} data-testid="requirements-run">
          {t('matching.run')}
        </button>
      </div>
      <p className="intel-muted">{t('matching.marginHelp')}</p>
      {busy ? <Loading /> : null}
      {result ? (
        <>
          <div className="intel-toolbar">
            <strong data-testid="meeting-all">{t('matching.meetingAll', { n: result.meetingAll })}</strong>
            <button type="button" className="button" onClick={doContrast} data-testid="contrast-button">
              {t('matching.contrast')}
            </button>
          </div>
          <ThicknessNote thickness={result.thickness} records={result.list.map((c) => c.record)} locale={locale} />
          <CandidateTable list={result.list} requirements={ran} selected={selected} onSelect={setSelected} testId="candidates" />
          {contrast ? (
            <>
              <h3 className="intel-h3">{t('matching.contrastTitle')}</h3>
              <CandidateTable list={contrast} requirements={ran} testId="contrast" />
            </>
          ) : null}
          <h3 className="intel-h3">{t('matching.onChart')}</h3>
          <EChart option={option} height={320} ariaLabel={t('matching.onChart')} testId="candidates-chart" />
        </>
      ) : null}
    </div>
  );
}
