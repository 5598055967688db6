import { getTranslations } from 'next-intl/server';
import { screen } from '@/components/layout/screen';
import { RankingAdmin } from '@/components/ranking/ranking-admin';
import '@/components/ranking/ranking.css';
import '@/components/reviews/reviews.css';

/** /my/administration/qualityRanking (issue 33; not in routes.json): publish rankings, write announcements, review applications. */
const page = screen({
  path: '/my/administration/qualityRanking',
  title: 'Routes.screens.my_administration_qualityRanking',
  noIndex: true,
  messages: ['Ranking', 'Reviews', 'Files', 'RichTextEditor'],
  render: async () => {
    const t = await getTranslations('Routes.screens');
    return (
      <section className="my-panel">
        <div className="my-panel__head">
          <h1 className="my-panel__title">{t('my_administration_qualityRanking')}</h1>
        </div>
        <RankingAdmin />
      </section>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
