'use client';
import { useState } from 'react';
import { toast } from '@/components/ui/plain/toast';
import { useCallMutation } from '@/lib/api/use-call';
import { intelligenceCalls } from '@/lib/api/calls/intelligence';
import { MATERIAL_FAMILIES, type MaterialFamily } from '@/lib/materials/family-names';
import { WELD_PROCESSES, type WeldProcess } from '@/lib/intelligence/welding-types';
import { ChoiceGroup } from './choice-group';
import { GradePicker, type PickedGrade } from './grade-picker';
import { Loading } from './loading';
import { useLooseT } from '@/components/ui/use-loose-t';
import { WeldingResults } from './welding-results';

/** Base metals are steels or aluminium alloys (a consumable is what is looked for). */
type BaseFamily = Exclude<MaterialFamily, 'welding'>;
const BASE_FAMILIES = MATERIAL_FAMILIES.filter((f): f is BaseFamily => f !== 'welding');

/** Welding-grade matching: base metal(s) + process → consumables. */
export function WeldingForm() {
  const t = useLooseT('Intelligence');
  const tm = useLooseT('Materials');
  const [family, setFamily] = useState<BaseFamily>('steel');
  const [first, setFirst] = useState<PickedGrade | null>(null);
  const [second, setSecond] = useState<PickedGrade | null>(null);
  const [process, setProcess] = useState<WeldProcess | ''>('');
  const matching = useCallMutation(intelligenceCalls.weldingMatching);
  const advice = matching.error ? null : matching.data;
  const busy = matching.isMutating;

  const submit = () => {
    if (!first) return void toast.error(t('welding.chooseBase'));
    if (!process) return void toast.error(t('welding.chooseProcess'));
    // A failure is toasted by the client and shows no advice (matching.error).
    matching.trigger({ baseIds: [first.id, ...(second ? [second.id] : [])], process }).catch(() => undefined);
  };

  const pickFamily = (f: BaseFamily) => {
    setFamily(f);
    setFirst(null);
    setSecond(null);
  };

  return (
    <div className="intel-stack">
      <div className="intel-form" data-testid="welding-form">
        <ChoiceGroup legend={t('common.family')} hideLegend value={family} onChange={pickFamily} options={BASE_FAMILIES.map((f) => ({ value: f, label: tm(`familySingle.${f}`) }))} />
        <label>
          {t('welding.baseMetal')}
          <GradePicker key={`a-${family}`} family={family} placeholder={t('board.addPlaceholder')} testId="weld-base-1" onPick={setFirst} />
        </label>
        <label>
          {t('welding.secondBase')}
          <GradePicker key={`b-${family}`} family={family} placeholder={t('board.addPlaceholder')} testId="weld-base-2" onPick={setSecond} />
        </label>
        <label>
          {t('welding.process')}
          <select className="intel-control" value={process} onChange={(e) => setProcess(e.target.value as WeldProcess | '')} data-testid="weld-process">
            <option value="" disabled>
              {t('welding.chooseProcess')}
            </option>
            {WELD_PROCESSES.map((p) => (
              <option key={p} value={p}>
                {t(`welding.processes.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button button--primary" onClick={submit} disabled={busy} aria-busy={busy} data-testid="weld-submit">
          {t('welding.submit')}
        </button>
      </div>
      {busy ? <Loading /> : advice ? <WeldingResults advice={advice} /> : null}
    </div>
  );
}
