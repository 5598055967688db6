import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/providers/island-messages';
import { ProductCheck } from '@/components/products/product-check';
import '@/components/reviews/reviews.css';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/enterpriseProductCheck', 'Routes.screens.my_enterpriseProductCheck', { noIndex: true });

/** /my/enterpriseProductCheck: recommended products waiting for the public administrator (review kind recommendedProduct). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Routes.screens');
  return (
    <IslandMessages locale={locale} namespaces={['Reviews', 'Products']}>
      <section className="my-panel">
        <div className="my-panel__head">
          <h1 className="my-panel__title">{t('my_enterpriseProductCheck')}</h1>
        </div>
        <Suspense fallback={null}>
          <ProductCheck />
        </Suspense>
      </section>
    </IslandMessages>
  );
}
