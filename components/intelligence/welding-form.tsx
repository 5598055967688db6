'use client';
import { App, Button, Segmented, Select, Spin } from 'antd';
import '@/styles/antd/app.css';
import '@/styles/antd/button.css';
import '@/styles/antd/segmented.css';
import '@/styles/antd/select.css';
import '@/styles/antd/spin.css';
import { useState } from 'react';
import { useCallMutation } from '@/lib/api/use-call';
import { intelligenceCalls } from '@/lib/intelligence/contract';
import { MATERIAL_FAMILIES, type MaterialFamily } from '@/lib/materials/family';
import { WELD_PROCESSES, type WeldProcess } from '@/lib/intelligence/welding-types';
import { GradePicker, type PickedGrade } from './grade-picker';
import { useLooseT } from '@/components/ui/use-loose-t';
import { WeldingResults } from './welding-results';

/** Base metals are steels or aluminium alloys (a consumable is what is looked for). */
type BaseFamily = Exclude<MaterialFamily, 'welding'>;
const BASE_FAMILIES = MATERIAL_FAMILIES.filter((f): f is BaseFamily => f !== 'welding');

/** Welding-grade matching: base metal(s) + process → consumables. */
export function WeldingForm() {
  const t = useLooseT('Intelligence');
  const tm = useLooseT('Materials');
  const { message } = App.useApp();
  const [family, setFamily] = useState<BaseFamily>('steel');
  const [first, setFirst] = useState<PickedGrade | null>(null);
  const [second, setSecond] = useState<PickedGrade | null>(null);
  const [process, setProcess] = useState<WeldProcess | undefined>();
  const matching = useCallMutation(intelligenceCalls.weldingMatching);
  const advice = matching.error ? null : matching.data;
  const busy = matching.isMutating;

  const submit = () => {
    if (!first) return void message.error(t('welding.chooseBase'));
    if (!process) return void message.error(t('welding.chooseProcess'));
    // A failure is toasted by the client and shows no advice (matching.error).
    matching.trigger({ baseIds: [first.id, ...(second ? [second.id] : [])], process }).catch(() => undefined);
  };

  return (
    <div className="intel-page" style={{ padding: 0 }}>
      <div className="intel-form" data-testid="welding-form">
        <Segmented value={family} onChange={(v) => setFamily(v as BaseFamily)} options={BASE_FAMILIES.map((f) => ({ value: f, label: tm(`familySingle.${f}`) }))} />
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
          <Select
            style={{ minWidth: 260 }}
            value={process}
            onChange={setProcess}
            placeholder={t('welding.chooseProcess')}
            data-testid="weld-process"
            options={WELD_PROCESSES.map((p) => ({ value: p, label: t(`welding.processes.${p}`) }))}
          />
        </label>
        <Button type="primary" onClick={submit} loading={busy} data-testid="weld-submit">
          {t('welding.submit')}
        </Button>
      </div>
      {busy ? <Spin /> : advice ? <WeldingResults advice={advice} /> : null}
    </div>
  );
}
