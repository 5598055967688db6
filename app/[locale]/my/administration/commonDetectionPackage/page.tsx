import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/providers/island-messages';
import { CloudReviewQueue } from '@/components/cloud/review-details';
import '@/components/reviews/reviews.css';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/administration/commonDetectionPackage', 'Routes.screens.my_administration_commonDetectionPackage', { noIndex: true });

/**
 * /my/administration/commonDetectionPackage: the public test bags waiting for the public
 * administrator's review (spec section 6), with each bag's items and reference price in the detail
 * (issue 15: components/cloud/review-details.tsx).
 */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Routes.screens');
  return (
    <IslandMessages locale={locale} namespaces={['Reviews', 'Cloud']}>
      <section className="my-panel">
        <div className="my-panel__head">
          <h1 className="my-panel__title">{t('my_administration_commonDetectionPackage')}</h1>
        </div>
        <CloudReviewQueue kind="testBag" />
      </section>
    </IslandMessages>
  );
}
