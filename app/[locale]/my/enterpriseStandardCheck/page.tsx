import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/providers/island-messages';
import '@/components/reviews/reviews.css';
import { StandardCheck } from '@/components/standards/standard-check';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/enterpriseStandardCheck', 'Routes.screens.my_enterpriseStandardCheck', { noIndex: true });

/** /my/enterpriseStandardCheck: enterprise standards waiting for the public administrator (review kind enterpriseStandard). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Routes.screens');
  return (
    <IslandMessages locale={locale} namespaces={['Reviews', 'Standards']}>
      <section className="my-panel">
        <div className="my-panel__head">
          <h1 className="my-panel__title">{t('my_enterpriseStandardCheck')}</h1>
        </div>
        <Suspense fallback={null}>
          <StandardCheck />
        </Suspense>
      </section>
    </IslandMessages>
  );
}
