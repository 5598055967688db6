import { ReportPage } from '@/components/ranking/reports/report-page';
import { ReportPay } from '@/components/ranking/reports/reports';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/economy/economyPay', 'Ranking.report.payTitle', { noIndex: true });

/** /economy/economyPay?orderNo=: pay a report order through the shared pay dialog; on to /economy/paySuccess once paid. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <ReportPage locale={locale} title="payTitle" testId="economy-pay" pay>
      <ReportPay />
    </ReportPage>
  );
}
