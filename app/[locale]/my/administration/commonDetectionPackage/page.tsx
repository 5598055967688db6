import { CloudReviewPage } from '@/components/cloud/review-page';
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
  return <CloudReviewPage locale={await pageLocale(params)} kind="testBag" screen="my_administration_commonDetectionPackage" />;
}
