import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { screen, type SearchParams } from '@/components/layout/screen';
import { IslandMessages } from '@/components/providers/island-messages';
import { RequireLogin } from '@/components/ui/require-login';
import type { Locale } from '@/lib/i18n/routing';
import '../ranking.css';
import { RankingNav } from '../ranking-nav';
import { SimSteps } from './sim-steps';

/** The frame of the four simulation screens: title, the area's navigation, the steps, the signed-in island. */
export async function SimPage({ locale, step, children }: { locale: Locale; step: SimStep; children: ReactNode }) {
  const t = await getTranslations('Ranking.sim');
  return (
    <div className="page rk-page" data-testid={`economy-sim-${step}`}>
      <h1 className="page-title">{t('title')}</h1>
      <RankingNav current="simulate" />
      <SimSteps current={step} />
      <IslandMessages locale={locale} namespaces={['Ranking', 'Files']}>
        <RequireLogin>{children}</RequireLogin>
      </IslandMessages>
    </div>
  );
}

type SimStep = 'select' | 'upload' | 'preview' | 'complete';

/**
 * One simulation screen (app/[locale]/economy/economy{Select,Upload,Preview,RankComplete}): the page factory's shell
 * with the simulation's title and description, not indexed, and `step`'s content, drawn from the address's query, in
 * SimPage's frame.
 */
export function simulationScreen(path: string, step: SimStep, content: (query: SearchParams) => ReactNode) {
  return screen({
    path,
    title: 'Ranking.sim.title',
    description: 'Ranking.sim.metaDescription',
    noIndex: true,
    render: async ({ locale, searchParams }) => (
      <SimPage locale={locale} step={step}>
        {content(step === 'select' ? {} : await searchParams)}
      </SimPage>
    ),
  });
}
