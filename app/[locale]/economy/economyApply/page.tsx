import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/providers/island-messages';
import { ApplicationForm } from '@/components/ranking/application-form';
import '@/components/ranking/ranking.css';
import { RankingNav } from '@/components/ranking/ranking-nav';
import { RequireLogin } from '@/components/ui/require-login';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/economy/economyApply', 'Ranking.apply.title', { descriptionKey: 'Ranking.apply.metaDescription' });

/** /economy/economyApply: the ranking application (signed in; qc/saveApplication decides), then /economy/economySuccess. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Ranking.apply');
  return (
    <div className="page rk-page" data-testid="economy-apply">
      <h1 className="page-title">{t('title')}</h1>
      <RankingNav current="apply" />
      <p>{t('intro')}</p>
      <IslandMessages locale={locale} namespaces={['Ranking', 'Files', 'Errors']}>
        <RequireLogin>
          <ApplicationForm />
        </RequireLogin>
      </IslandMessages>
    </div>
  );
}
