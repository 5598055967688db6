import { RequirementDetailPage } from '@/components/cloud/orders/requirement-detail-page';
import { OrdersIsland } from '@/components/cloud/orders/orders-island';
import { screen } from '@/components/layout/screen';

/** /cloud/requirementDetail?id=…: one test requirement (signed in); its parties see the whole order. */
const page = screen({
  path: '/cloud/requirementDetail',
  title: 'Routes.screens.cloud_requirementDetail',
  noIndex: true,
  render: ({ locale }) => (
    <OrdersIsland locale={locale}>
      <RequirementDetailPage />
    </OrdersIsland>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
