import { useTranslations } from 'next-intl';

const STEPS = ['select', 'upload', 'preview', 'complete'] as const;

/** The four steps of the simulation with the current one marked. */
export function SimSteps({ current }: { current: (typeof STEPS)[number] }) {
  const t = useTranslations('Ranking.sim.steps');
  return (
    <ol className="rk-steps">
      {STEPS.map((s, i) => (
        <li key={s} aria-current={s === current ? 'step' : undefined}>
          {i + 1}. {t(s)}
        </li>
      ))}
    </ol>
  );
}
