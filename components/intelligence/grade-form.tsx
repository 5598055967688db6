'use client';
import { useState } from 'react';
import { toast } from '@/components/ui/plain/toast';
import { useRouter } from '@/lib/i18n/navigation';
import { GradePicker, type PickedGrade } from './grade-picker';
import { TARGET_SYSTEMS } from './target-systems';
import { useLooseT } from '@/components/ui/use-loose-t';

/** Steel-grade matching, step 1: a grade and the target standard system → /mind/gcMatchingNext. */
export function GradeForm() {
  const t = useLooseT('Intelligence');
  const tm = useLooseT('Materials');
  const router = useRouter();
  const [picked, setPicked] = useState<PickedGrade | null>(null);
  const [typed, setTyped] = useState('');
  const [system, setSystem] = useState('');

  const submit = (text = typed) => {
    if (!picked && !text) {
      toast.error(t('matching.chooseGrade'));
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
          onText={(text) => {
            // Typing after a choice asks for the typed grade, not the chosen record.
            setPicked(null);
            setTyped(text.trim());
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
        <select className="intel-control" value={system} onChange={(e) => setSystem(e.target.value)} data-testid="match-system">
          <option value="">{t('common.allSystems')}</option>
          {TARGET_SYSTEMS.map((s) => (
            <option key={s} value={s}>
              {tm.has(`systems.${s}`) ? tm(`systems.${s}`) : s}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="button button--primary" onClick={() => submit()} data-testid="match-submit">
        {t('matching.submit')}
      </button>
    </div>
  );
}
