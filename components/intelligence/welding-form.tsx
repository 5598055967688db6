'use client';
import { useState } from 'react';
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

type Base = { picked: PickedGrade | null; text: string };
const EMPTY: Base = { picked: null, text: '' };
/** What a base field holds for the call: the picked record, or the grade as typed (resolved on the server). */
const typedGrade = (b: Base) => (b.picked && b.picked.grade === b.text.trim() ? null : b.text.trim() || null);

/**
 * Welding-grade matching: base metal(s) + process → consumables. A grade may be picked from the
 * suggestions or simply typed; a missing field is said beside it (issue 29, item 8).
 */
export function WeldingForm() {
  const t = useLooseT('Intelligence');
  const tm = useLooseT('Materials');
  const [family, setFamily] = useState<BaseFamily>('steel');
  const [first, setFirst] = useState<Base>(EMPTY);
  const [second, setSecond] = useState<Base>(EMPTY);
  const [process, setProcess] = useState<WeldProcess | ''>('');
  const [pressureVessel, setPressureVessel] = useState(false);
  const [thick, setThick] = useState(false);
  const [errors, setErrors] = useState<{ base?: string; process?: string }>({});
  const matching = useCallMutation(intelligenceCalls.weldingMatching);
  const advice = matching.error ? null : matching.data;
  const busy = matching.isMutating;

  const submit = () => {
    const found = { base: !first.picked && !first.text.trim() ? t('welding.chooseBase') : undefined, process: !process ? t('welding.chooseProcess') : undefined };
    setErrors(found);
    if (found.base || found.process || !process) return;
    const bases = [first, second].filter((b) => b.picked || b.text.trim());
    const baseIds = bases.filter((b) => !typedGrade(b)).map((b) => b.picked!.id);
    const baseGrades = bases.map(typedGrade).filter((g): g is string => !!g);
    // A failure (e.g. a typed grade that is not on record) is toasted by the client and shows no advice.
    matching.trigger({ baseIds, baseGrades, family, process, pressureVessel, thick }).catch(() => undefined);
  };

  const pickFamily = (f: BaseFamily) => {
    setFamily(f);
    setFirst(EMPTY);
    setSecond(EMPTY);
  };
  const required = (
    <span className="intel-required" aria-hidden="true" title={t('welding.required')}>
      {' *'}
    </span>
  );

  return (
    <div className="intel-stack">
      <div className="intel-form" data-testid="welding-form">
        <ChoiceGroup legend={t('welding.family')} value={family} onChange={pickFamily} options={BASE_FAMILIES.map((f) => ({ value: f, label: tm(`familySingle.${f}`) }))} />
        <label>
          {t('welding.baseMetal')}
          {required}
          <GradePicker
            key={`a-${family}`}
            family={family}
            placeholder={t('board.addPlaceholder')}
            testId="weld-base-1"
            required
            invalid={!!errors.base}
            describedBy={errors.base ? 'weld-base-error' : undefined}
            onPick={(picked) => {
              setFirst({ picked, text: picked.grade });
              setErrors((e) => ({ ...e, base: undefined }));
            }}
            onText={(text) => {
              setFirst((b) => ({ ...b, text }));
              if (text.trim()) setErrors((e) => ({ ...e, base: undefined }));
            }}
            onEnter={submit}
          />
          {errors.base ? (
            <span className="field__error" id="weld-base-error" role="alert" data-testid="weld-base-error">
              {errors.base}
            </span>
          ) : null}
        </label>
        <label>
          {t('welding.secondBase')}
          <GradePicker
            key={`b-${family}`}
            family={family}
            placeholder={t('board.addPlaceholder')}
            testId="weld-base-2"
            onPick={(picked) => setSecond({ picked, text: picked.grade })}
            onText={(text) => setSecond((b) => ({ ...b, text }))}
          />
        </label>
        <label>
          {t('welding.process')}
          {required}
          <select
            className="intel-control"
            value={process}
            required
            aria-invalid={errors.process ? true : undefined}
            aria-describedby={errors.process ? 'weld-process-error' : undefined}
            onChange={(e) => {
              setProcess(e.target.value as WeldProcess | '');
              setErrors((x) => ({ ...x, process: undefined }));
            }}
            data-testid="weld-process"
          >
            <option value="" disabled>
              {t('welding.chooseProcess')}
            </option>
            {WELD_PROCESSES.map((p) => (
              <option key={p} value={p}>
                {t(`welding.processes.${p}`)}
              </option>
            ))}
          </select>
          {errors.process ? (
            <span className="field__error" id="weld-process-error" role="alert" data-testid="weld-process-error">
              {errors.process}
            </span>
          ) : null}
        </label>
        <fieldset className="intel-choice">
          <legend className="intel-choice__legend">{t('welding.application')}</legend>
          <label className="intel-check">
            <input type="checkbox" checked={pressureVessel} onChange={(e) => setPressureVessel(e.target.checked)} data-testid="weld-pressure-vessel" /> {t('welding.pressureVessel')}
          </label>
          <label className="intel-check">
            <input type="checkbox" checked={thick} onChange={(e) => setThick(e.target.checked)} data-testid="weld-thick" /> {t('welding.thick')}
          </label>
        </fieldset>
        <button type="button" className="button button--primary" onClick={submit} disabled={busy} aria-busy={busy} data-testid="weld-submit">
          {t('welding.submit')}
        </button>
      </div>
      {busy ? <Loading /> : advice ? <WeldingResults advice={advice} /> : null}
    </div>
  );
}
