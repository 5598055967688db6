import { Suspense } from 'react';
import { IslandMessages } from '@/components/providers/island-messages';
import { MyReportOrderDetail } from '@/components/ranking/reports/reports';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/specialReportOrderDetail', 'Ranking.report.orderDetail', { noIndex: true });

/** /my/specialReportOrderDetail?orderNo=: one report order; pay it while waiting, open its report once paid. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Ranking', 'Payments']}>
      <Suspense fallback={null}>
        <MyReportOrderDetail />
      </Suspense>
    </IslandMessages>
  );
}
