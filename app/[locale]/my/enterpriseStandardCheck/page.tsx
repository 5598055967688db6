import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { screen } from '@/components/layout/screen';
import '@/components/reviews/reviews.css';
import { StandardCheck } from '@/components/standards/standard-check';

/** /my/enterpriseStandardCheck: enterprise standards waiting for the public administrator (review kind enterpriseStandard). */
const page = screen({
  path: '/my/enterpriseStandardCheck',
  title: 'Routes.screens.my_enterpriseStandardCheck',
  noIndex: true,
  messages: ['Reviews', 'Standards'],
  render: async () => {
    const t = await getTranslations('Routes.screens');
    return (
      <section className="my-panel">
        <div className="my-panel__head">
          <h1 className="my-panel__title">{t('my_enterpriseStandardCheck')}</h1>
        </div>
        <Suspense fallback={null}>
          <StandardCheck />
        </Suspense>
      </section>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
