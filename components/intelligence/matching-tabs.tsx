'use client';
import { Tabs } from '@/components/ui/plain/tabs';
import { GradeForm } from './grade-form';
import { RequirementsPanel } from './requirements-panel';
import { useLooseT } from '@/components/ui/use-loose-t';
import { WeldingForm } from './welding-form';

/** /mind/gcMatching: steel-grade matching, welding matching and intelligent matching. */
export function MatchingTabs({ initial }: { initial?: string }) {
  const t = useLooseT('Intelligence');
  return (
    <div className="intel-page">
      <section className="intel-card">
        <Tabs
          label={t('matching.pageTitle')}
          defaultKey={initial === 'welding' || initial === 'requirements' ? initial : 'grade'}
          items={[
            { key: 'grade', label: t('matching.tabGrade'), children: <GradeForm /> },
            { key: 'welding', label: t('matching.tabWelding'), children: <WeldingForm /> },
            { key: 'requirements', label: t('matching.tabRequirements'), children: <RequirementsPanel /> },
          ]}
        />
      </section>
    </div>
  );
}
