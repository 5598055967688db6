'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { rankingCalls, rankingSimulationCalls } from '@/lib/api/calls/ranking';
import { upload } from '@/lib/api/upload';
import { useCall } from '@/lib/api/use-call';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { saveDraft } from './sim-state';

/** /economy/economyUpload?category=: upload the filled template (qc/simulationUpload) or type the values; then the preview. */
export function SimUpload({ category }: { category: string }) {
  const t = useTranslations('Ranking.sim');
  const router = useRouter();
  const model = useCall(rankingCalls.introduce, {});
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const indicators = model.data?.blocks.flatMap((b) => b.indicators) ?? [];
  const preview = () => router.push(`/economy/economyPreview?category=${category}`);

  async function send(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const parsed = await upload(rankingSimulationCalls.simulationUpload, { category }, file);
      saveDraft({ category, rows: parsed.rows, values: Object.fromEntries(parsed.rows.filter((r) => r.indicator).map((r) => [r.indicator!, r.raw])) });
      preview();
    } catch {
      /* the toast shows the server's reason (not an .xlsx, unknown category) */
    } finally {
      setBusy(false);
    }
  }

  function useTyped() {
    saveDraft({ category, rows: [], values: typed });
    preview();
  }

  return (
    <div data-testid="sim-upload">
      <p>{t('uploadIntro')}</p>
      <label className="field">
        <span className="field__label">{t('chooseFile')}</span>
        <input type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" disabled={busy} onChange={(e) => void send(e.target.files?.[0])} data-testid="sim-file" />
      </label>
      {busy ? <p role="status">{t('reading')}</p> : null}
      <h2>{t('typeValues')}</h2>
      <div className="rk-value-grid">
        {indicators.map((i) => (
          <label key={i.key} className="field">
            <span className="field__label">
              {i.label} ({i.min}–{i.max})
            </span>
            <input className="field__input" inputMode="decimal" value={typed[i.key] ?? ''} onChange={(e) => setTyped({ ...typed, [i.key]: e.target.value })} />
          </label>
        ))}
      </div>
      <p className="rk-actions">
        <Link href="/economy/economySelect">{t('back')}</Link>
        <button type="button" className="button button--primary" onClick={useTyped} disabled={busy}>
          {t('next')}
        </button>
      </p>
    </div>
  );
}
