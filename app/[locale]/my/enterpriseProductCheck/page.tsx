import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { screen } from '@/components/layout/screen';
import { ProductCheck } from '@/components/products/product-check';
import '@/components/reviews/reviews.css';

/** /my/enterpriseProductCheck: recommended products waiting for the public administrator (review kind recommendedProduct). */
const page = screen({
  path: '/my/enterpriseProductCheck',
  title: 'Routes.screens.my_enterpriseProductCheck',
  noIndex: true,
  messages: ['Reviews', 'Products'],
  render: async () => {
    const t = await getTranslations('Routes.screens');
    return (
      <section className="my-panel">
        <div className="my-panel__head">
          <h1 className="my-panel__title">{t('my_enterpriseProductCheck')}</h1>
        </div>
        <Suspense fallback={null}>
          <ProductCheck />
        </Suspense>
      </section>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
