'use client';
import { REQUIREMENT_KEYS, type RequirementKey } from '@/lib/intelligence/requirements';
import { useLooseT } from '@/components/ui/use-loose-t';

/** One requirement as typed: numbers stay text until the search is run (an empty box is "no number"). */
export interface RequirementDraft {
  key: RequirementKey;
  op: '>=' | '<=';
  value: string;
  tempC: string;
}

/** One line of the requirement form: property, ≥/≤, value (and the test temperature of impact energy). */
export function RequirementRow({ draft, onChange, onRemove }: { draft: RequirementDraft; onChange: (patch: Partial<RequirementDraft>) => void; onRemove: () => void }) {
  const t = useLooseT('Intelligence');
  return (
    <div className="intel-form intel-form--row" data-testid="requirement-row">
      <select
        className="intel-control"
        aria-label={t('matching.requirement')}
        value={draft.key}
        onChange={(e) => {
          const key = e.target.value as RequirementKey;
          onChange({ key, op: key === 'cev' ? '<=' : draft.op });
        }}
      >
        {REQUIREMENT_KEYS.map((k) => (
          <option key={k} value={k}>
            {t(`properties.${k}`)}
          </option>
        ))}
      </select>
      <select className="intel-control intel-control--narrow" aria-label={`${t('matching.atLeast')} / ${t('matching.atMost')}`} value={draft.op} onChange={(e) => onChange({ op: e.target.value as '>=' | '<=' })}>
        <option value=">=">≥</option>
        <option value="<=">≤</option>
      </select>
      <input className="intel-control intel-control--number" type="number" step="any" inputMode="decimal" aria-label={t('matching.value')} value={draft.value} onChange={(e) => onChange({ value: e.target.value })} />
      {draft.key === 'impact' ? (
        <label className="intel-inline-label">
          {t('matching.atTemp')}
          <input className="intel-control intel-control--number" type="number" step="any" inputMode="decimal" value={draft.tempC} onChange={(e) => onChange({ tempC: e.target.value })} />
        </label>
      ) : null}
      <button type="button" className="button" onClick={onRemove}>
        {t('board.remove')}
      </button>
    </div>
  );
}
