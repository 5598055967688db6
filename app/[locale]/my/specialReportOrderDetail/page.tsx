import { Suspense } from 'react';
import { screen } from '@/components/layout/screen';
import { MyReportOrderDetail } from '@/components/ranking/reports/reports';

/** /my/specialReportOrderDetail?orderNo=: one report order; pay it while waiting, open its report once paid. */
const page = screen({
  path: '/my/specialReportOrderDetail',
  title: 'Ranking.report.orderDetail',
  noIndex: true,
  messages: ['Ranking', 'Payments'],
  render: () => (
    <Suspense fallback={null}>
      <MyReportOrderDetail />
    </Suspense>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
