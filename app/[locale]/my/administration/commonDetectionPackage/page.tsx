import { CloudReviewPage } from '@/components/cloud/review-page';
import { screen } from '@/components/layout/screen';
import '@/components/reviews/reviews.css';

/**
 * /my/administration/commonDetectionPackage: the public test bags waiting for the public
 * administrator's review (spec section 6), with each bag's items and reference price in the detail
 * (issue 15: components/cloud/review-details.tsx).
 */
const page = screen({
  path: '/my/administration/commonDetectionPackage',
  title: 'Routes.screens.my_administration_commonDetectionPackage',
  noIndex: true,
  render: ({ locale }) => <CloudReviewPage locale={locale} kind="testBag" screen="my_administration_commonDetectionPackage" />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
