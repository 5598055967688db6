import { screen } from '@/components/layout/screen';
import { ReportPage } from '@/components/ranking/reports/report-page';
import { ReportPay } from '@/components/ranking/reports/reports';

/** /economy/economyPay?orderNo=: pay a report order through the shared pay dialog; on to /economy/paySuccess once paid. */
const page = screen({
  path: '/economy/economyPay',
  title: 'Ranking.report.payTitle',
  noIndex: true,
  render: ({ locale }) => (
    <ReportPage locale={locale} title="payTitle" testId="economy-pay" pay>
      <ReportPay />
    </ReportPage>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
