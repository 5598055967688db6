import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/providers/island-messages';
import { RdReviewQueue } from '@/components/research-data/rd-review-queue';
import '@/components/reviews/reviews.css';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/researchCheck', 'ResearchData.review.title', { noIndex: true });

/** /my/researchCheck: the public administrator approves or fails R&D data publication (spec section 6). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('ResearchData.review');
  return (
    <IslandMessages locale={locale} namespaces={['Reviews', 'ResearchData']}>
      <section className="my-panel">
        <div className="my-panel__head">
          <h1 className="my-panel__title">{t('title')}</h1>
        </div>
        <Suspense fallback={null}>
          <RdReviewQueue />
        </Suspense>
      </section>
    </IslandMessages>
  );
}
