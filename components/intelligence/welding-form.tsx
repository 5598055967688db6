'use client';
import { App, Button, Segmented, Select, Spin } from 'antd';
import { useState } from 'react';
import { intelligenceApi, type WeldingAdviceOut } from '@/lib/api/intelligence';
import { WELD_PROCESSES, type WeldProcess } from '@/lib/intelligence/welding-types';
import { GradePicker, type PickedGrade } from './grade-picker';
import { useLooseT } from './use-loose-t';
import { WeldingResults } from './welding-results';

/** Welding-grade matching: base metal(s) + process → consumables. */
export function WeldingForm() {
  const t = useLooseT('Intelligence');
  const tm = useLooseT('Materials');
  const { message } = App.useApp();
  const [family, setFamily] = useState<'steel' | 'alloy'>('steel');
  const [first, setFirst] = useState<PickedGrade | null>(null);
  const [second, setSecond] = useState<PickedGrade | null>(null);
  const [process, setProcess] = useState<WeldProcess | undefined>();
  const [advice, setAdvice] = useState<WeldingAdviceOut | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!first) return void message.error(t('welding.chooseBase'));
    if (!process) return void message.error(t('welding.chooseProcess'));
    setBusy(true);
    try {
      setAdvice(await intelligenceApi.weldingMatching({ baseIds: [first.id, ...(second ? [second.id] : [])], process }));
    } catch {
      setAdvice(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="intel-page" style={{ padding: 0 }}>
      <div className="intel-form" data-testid="welding-form">
        <Segmented value={family} onChange={(v) => setFamily(v as 'steel' | 'alloy')} options={(['steel', 'alloy'] as const).map((f) => ({ value: f, label: tm(`familySingle.${f}`) }))} />
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
