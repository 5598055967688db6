import { getTranslations } from 'next-intl/server';
import { screen } from '@/components/layout/screen';
import { IslandMessages } from '@/components/providers/island-messages';
import { ApplicationForm } from '@/components/ranking/application-form';
import '@/components/ranking/ranking.css';
import { RankingNav } from '@/components/ranking/ranking-nav';
import { RequireLogin } from '@/components/ui/require-login';

/** /economy/economyApply: the ranking application (signed in; qc/saveApplication decides), then /economy/economySuccess. */
const page = screen({
  path: '/economy/economyApply',
  title: 'Ranking.apply.title',
  description: 'Ranking.apply.metaDescription',
  render: async ({ locale }) => {
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
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
