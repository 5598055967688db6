import { CloudReviewPage } from '@/components/cloud/review-page';
import { screen } from '@/components/layout/screen';
import '@/components/reviews/reviews.css';

/** /my/laboratorySettledCheck: laboratory settlement applications waiting for review; approval creates the laboratory. */
const page = screen({
  path: '/my/laboratorySettledCheck',
  title: 'Routes.screens.my_laboratorySettledCheck',
  noIndex: true,
  render: ({ locale }) => <CloudReviewPage locale={locale} kind="laboratory" screen="my_laboratorySettledCheck" />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
