import { RequirementDetailPage } from '@/components/cloud/orders/requirement-detail-page';
import { OrdersIsland } from '@/components/cloud/orders/orders-island';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/cloud/requirementDetail', 'Routes.screens.cloud_requirementDetail', { noIndex: true });

/** /cloud/requirementDetail?id=…: one test requirement (signed in); its parties see the whole order. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <OrdersIsland locale={locale}>
      <RequirementDetailPage />
    </OrdersIsland>
  );
}
