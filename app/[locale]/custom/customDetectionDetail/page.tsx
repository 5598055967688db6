import { CustomDetections } from '@/components/custom/custom-detections';
import { IslandMessages } from '@/components/providers/island-messages';
import { RequireLogin } from '@/components/ui/require-login';
import { NoCustomOrder, orderNoParam } from '@/components/custom/server/order-param';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/custom/customDetectionDetail', 'Routes.screens.custom_customDetectionDetail', { noIndex: true });

/** /custom/customDetectionDetail?orderNo=: the detection orders linked to a customisation order (custom detection), plain controls. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const orderNo = orderNoParam((await searchParams).orderNo);
  if (!orderNo) return <NoCustomOrder locale={locale} />;
  return (
    <div className="page">
      <IslandMessages locale={locale} namespaces={['Custom', 'Products', 'CloudOrders']}>
        <RequireLogin>
          <CustomDetections orderNo={orderNo} />
        </RequireLogin>
      </IslandMessages>
    </div>
  );
}
