'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { rankingCalls, rankingSimulationCalls } from '@/lib/api/calls/ranking';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { Link } from '@/lib/i18n/navigation';

/** /economy/economySelect: choose a category and download its template (qc/simulationTemplate). */
export function SimSelect() {
  const t = useTranslations('Ranking.sim');
  const model = useCall(rankingCalls.introduce, {});
  const [category, setCategory] = useState('');
  const [busy, setBusy] = useState(false);
  const chosen = category || model.data?.categories[0]?.code || '';
  async function download() {
    setBusy(true);
    try {
      const file = await request(rankingSimulationCalls.simulationTemplate, { category: chosen });
      const url = URL.createObjectURL(file);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${t('templateName')}-${chosen}.xlsx`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      URL.revokeObjectURL(url);
    } catch {
      /* the toast shows the reason */
    } finally {
      setBusy(false);
    }
  }
  return (
    <div data-testid="sim-select">
      <p>{t('selectIntro')}</p>
      <div className="rk-filter">
        <label>
          {t('chooseCategory')}
          <select value={chosen} onChange={(e) => setCategory(e.target.value)} data-testid="sim-category">
            {(model.data?.categories ?? []).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button" onClick={download} disabled={!chosen || busy} data-testid="sim-download">
          {t('download')}
        </button>
        <Link className="rk-button" href={`/economy/economyUpload?category=${chosen}`} data-testid="sim-next">
          {t('next')}
        </Link>
      </div>
    </div>
  );
}
