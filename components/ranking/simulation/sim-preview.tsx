'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { rankingCalls, rankingSimulationCalls } from '@/lib/api/calls/ranking';
import { useCall, useCallMutation } from '@/lib/api/use-call';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { loadDraft, type SimDraft } from './sim-state';

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * /economy/economyPreview?category=: every parsed value with its row and the server's reason for each refused row;
 * the values can be corrected here; "calculate" scores them (qc/simulate, which checks them again).
 */
export function SimPreview({ category }: { category: string }) {
  const t = useTranslations('Ranking.sim');
  const router = useRouter();
  const model = useCall(rankingCalls.introduce, {});
  const simulate = useCallMutation(rankingSimulationCalls.simulate);
  // Rendered in the browser only (inside RequireLogin, after the session is read), so sessionStorage is there.
  const [draft] = useState<SimDraft | null>(() => loadDraft(category));
  const [values, setValues] = useState<Record<string, string>>(() => draft?.values ?? {});
  const indicators = model.data?.blocks.flatMap((b) => b.indicators) ?? [];
  /** A row's problem: the server's reason while the value is as uploaded, else a local check of the edited value. */
  const problem = (key: string): string | null => {
    const rule = indicators.find((i) => i.key === key);
    const row = draft?.rows.find((r) => r.indicator === key);
    const v = (values[key] ?? '').trim();
    if (row?.error && v === row.raw) return row.error;
    if (!rule) return null;
    if (v === '') return t('missingValue', { indicator: rule.label });
    if (!NUMBER.test(v)) return t('notNumber', { indicator: rule.label });
    if (Number(v) < rule.min || Number(v) > rule.max) return t('outOfRange', { indicator: rule.label, min: rule.min, max: rule.max });
    return null;
  };
  const unknownRows = draft?.rows.filter((r) => !r.indicator) ?? [];
  const errors = indicators.filter((i) => problem(i.key)).length + unknownRows.length;

  async function calculate() {
    try {
      const result = await simulate.trigger({ category, values });
      router.push(`/economy/economyRankComplete?id=${result.id}`);
    } catch {
      /* the toast names the refused indicator */
    }
  }

  return (
    <div data-testid="sim-preview">
      <p>{t('previewIntro')}</p>
      <table className="rk-table">
        <thead>
          <tr>
            <th className="rk-num">{t('row')}</th>
            <th>{t('colIndicator')}</th>
            <th>{t('colValue')}</th>
            <th>{t('status')}</th>
          </tr>
        </thead>
        <tbody>
          {indicators.map((i) => {
            const row = draft?.rows.find((r) => r.indicator === i.key);
            const p = problem(i.key);
            return (
              <tr key={i.key} className={p ? 'rk-row--error' : undefined} data-testid="sim-row">
                <td className="rk-num">{row?.row || '—'}</td>
                <td>
                  {i.label} ({i.min}–{i.max})
                </td>
                <td>
                  <input className="field__input" aria-label={i.label} inputMode="decimal" value={values[i.key] ?? ''} onChange={(e) => setValues({ ...values, [i.key]: e.target.value })} data-testid={`sim-value-${i.key}`} />
                </td>
                <td role={p ? 'alert' : undefined}>{p ?? t('ok')}</td>
              </tr>
            );
          })}
          {unknownRows.map((r) => (
            <tr key={`u${r.row}`} className="rk-row--error">
              <td className="rk-num">{r.row}</td>
              <td>{r.label}</td>
              <td>{r.raw}</td>
              <td role="alert">{r.error}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {errors ? <p className="rk-error" data-testid="sim-errors">{t('hasErrors', { n: errors })}</p> : null}
      <p className="rk-actions">
        <Link href={`/economy/economyUpload?category=${category}`}>{t('back')}</Link>
        <button type="button" className="button button--primary" onClick={calculate} disabled={simulate.isMutating || errors > 0 || !indicators.length} data-testid="sim-calculate">
          {simulate.isMutating ? t('calculating') : t('calculate')}
        </button>
      </p>
    </div>
  );
}
