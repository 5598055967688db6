import { CloudReviewPage } from '@/components/cloud/review-page';
import '@/components/reviews/reviews.css';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/laboratorySettledCheck', 'Routes.screens.my_laboratorySettledCheck', { noIndex: true });

/** /my/laboratorySettledCheck: laboratory settlement applications waiting for review; approval creates the laboratory. */
export default async function Page({ params }: Props) {
  return <CloudReviewPage locale={await pageLocale(params)} kind="laboratory" screen="my_laboratorySettledCheck" />;
}
