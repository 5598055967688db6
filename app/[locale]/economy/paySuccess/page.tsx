import { ReportPage } from '@/components/ranking/reports/report-page';
import { ReportPaid } from '@/components/ranking/reports/reports';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/economy/paySuccess', 'Ranking.report.paidTitle', { noIndex: true });

/** /economy/paySuccess?orderNo=: the paid report order and the way to the report. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <ReportPage locale={locale} title="paidTitle" testId="economy-pay-success">
      <ReportPaid />
    </ReportPage>
  );
}
