import { Suspense } from 'react';
import { screen } from '@/components/layout/screen';
import { MyReportOrders } from '@/components/ranking/reports/reports';

/** /my/specialReportOrder inside the personal-centre shell: the user's ranking report orders (payment/pageOrder, type report). */
const page = screen({
  path: '/my/specialReportOrder',
  title: 'Ranking.report.myOrders',
  noIndex: true,
  messages: ['Ranking', 'Payments'],
  render: () => (
    <Suspense fallback={null}>
      <MyReportOrders />
    </Suspense>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
