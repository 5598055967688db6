import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/providers/island-messages';
import { RankingAdmin } from '@/components/ranking/ranking-admin';
import '@/components/ranking/ranking.css';
import '@/components/reviews/reviews.css';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/administration/qualityRanking', 'Routes.screens.my_administration_qualityRanking', { noIndex: true });

/** /my/administration/qualityRanking (issue 33; not in routes.json): publish rankings, write announcements, review applications. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Routes.screens');
  return (
    <IslandMessages locale={locale} namespaces={['Ranking', 'Reviews', 'Files', 'RichTextEditor']}>
      <section className="my-panel">
        <div className="my-panel__head">
          <h1 className="my-panel__title">{t('my_administration_qualityRanking')}</h1>
        </div>
        <RankingAdmin />
      </section>
    </IslandMessages>
  );
}
