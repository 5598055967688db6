import { ReportPage } from '@/components/ranking/reports/report-page';
import { ReportOrder } from '@/components/ranking/reports/reports';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/economy/economyOrder', 'Ranking.report.pageTitle', { noIndex: true });

/** /economy/economyOrder: the ranking reports for sale; ?id= one report, its summary, buying it, the full report once bought. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <ReportPage locale={locale} title="pageTitle" testId="economy-order">
      <ReportOrder />
    </ReportPage>
  );
}
