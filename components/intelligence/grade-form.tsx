'use client';
import { App, Button, Select } from 'antd';
import '@/styles/antd/app.css';
import '@/styles/antd/button.css';
import '@/styles/antd/select.css';
import { useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { GradePicker, type PickedGrade } from './grade-picker';
import { useLooseT } from '@/components/ui/use-loose-t';

export const TARGET_SYSTEMS = ['GB', 'ASTM', 'EN', 'JIS', 'ISO', 'UNS', 'DIN', 'GOST'] as const;

/** Steel-grade matching, step 1: a grade and the target standard system → /mind/gcMatchingNext. */
export function GradeForm() {
  const t = useLooseT('Intelligence');
  const tm = useLooseT('Materials');
  const { message } = App.useApp();
  const router = useRouter();
  const [picked, setPicked] = useState<PickedGrade | null>(null);
  const [typed, setTyped] = useState('');
  const [system, setSystem] = useState<string | undefined>(undefined);

  const submit = (text = typed) => {
    if (!picked && !text) {
      message.error(t('matching.chooseGrade'));
      return;
    }
    const q = new URLSearchParams();
    if (picked) q.set('id', picked.id);
    q.set('grade', picked?.grade ?? text);
    if (system) q.set('system', system);
    router.push(`/mind/gcMatchingNext?${q.toString()}`);
  };

  return (
    <div className="intel-form" data-testid="grade-form">
      <label>
        {t('matching.sourceGrade')}
        <GradePicker
          placeholder={t('board.addPlaceholder')}
          testId="match-grade"
          onPick={(p) => {
            setPicked(p);
            setTyped(p.grade);
          }}
          onEnter={(text) => {
            setPicked(null);
            setTyped(text);
            submit(text);
          }}
        />
      </label>
      <label>
        {t('matching.targetSystem')}
        <Select
          allowClear
          style={{ minWidth: 220 }}
          placeholder={t('common.allSystems')}
          value={system}
          onChange={setSystem}
          data-testid="match-system"
          options={TARGET_SYSTEMS.map((s) => ({ value: s, label: tm.has(`systems.${s}`) ? tm(`systems.${s}`) : s }))}
        />
      </label>
      <Button type="primary" onClick={() => submit()} data-testid="match-submit">
        {t('matching.submit')}
      </Button>
    </div>
  );
}
