import { getTranslations } from 'next-intl/server';
import { CloudReviewQueue } from '@/components/cloud/review-details';
import { IslandMessages } from '@/components/providers/island-messages';
import '@/components/reviews/reviews.css';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/laboratorySettledCheck', 'Routes.screens.my_laboratorySettledCheck', { noIndex: true });

/** /my/laboratorySettledCheck: laboratory settlement applications waiting for review; approval creates the laboratory. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Routes.screens');
  return (
    <IslandMessages locale={locale} namespaces={['Reviews', 'Cloud']}>
      <section className="my-panel">
        <div className="my-panel__head">
          <h1 className="my-panel__title">{t('my_laboratorySettledCheck')}</h1>
        </div>
        <CloudReviewQueue kind="laboratory" />
      </section>
    </IslandMessages>
  );
}
