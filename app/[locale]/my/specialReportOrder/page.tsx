import { Suspense } from 'react';
import { IslandMessages } from '@/components/providers/island-messages';
import { MyReportOrders } from '@/components/ranking/reports/reports';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/specialReportOrder', 'Ranking.report.myOrders', { noIndex: true });

/** /my/specialReportOrder inside the personal-centre shell: the user's ranking report orders (payment/pageOrder, type report). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Ranking', 'Payments']}>
      <Suspense fallback={null}>
        <MyReportOrders />
      </Suspense>
    </IslandMessages>
  );
}
