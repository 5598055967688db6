import { screen } from '@/components/layout/screen';
import { ReportPage } from '@/components/ranking/reports/report-page';
import { ReportOrder } from '@/components/ranking/reports/reports';

/** /economy/economyOrder: the ranking reports for sale; ?id= one report, its summary, buying it, the full report once bought. */
const page = screen({
  path: '/economy/economyOrder',
  title: 'Ranking.report.pageTitle',
  noIndex: true,
  render: ({ locale }) => (
    <ReportPage locale={locale} title="pageTitle" testId="economy-order">
      <ReportOrder />
    </ReportPage>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
