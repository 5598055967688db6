import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { IslandMessages } from '@/components/providers/island-messages';
import { RequireLogin } from '@/components/ui/require-login';
import type { Locale } from '@/lib/i18n/routing';
import '../ranking.css';
import { RankingNav } from '../ranking-nav';
import { SimSteps } from './sim-steps';

/** The frame of the four simulation screens: title, the area's navigation, the steps, the signed-in island. */
export async function SimPage({ locale, step, children }: { locale: Locale; step: 'select' | 'upload' | 'preview' | 'complete'; children: ReactNode }) {
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
