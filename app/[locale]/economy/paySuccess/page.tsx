import { screen } from '@/components/layout/screen';
import { ReportPage } from '@/components/ranking/reports/report-page';
import { ReportPaid } from '@/components/ranking/reports/reports';

/** /economy/paySuccess?orderNo=: the paid report order and the way to the report. */
const page = screen({
  path: '/economy/paySuccess',
  title: 'Ranking.report.paidTitle',
  noIndex: true,
  render: ({ locale }) => (
    <ReportPage locale={locale} title="paidTitle" testId="economy-pay-success">
      <ReportPaid />
    </ReportPage>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
