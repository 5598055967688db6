import { CustomDetections } from '@/components/custom/custom-detections';
import { screen } from '@/components/layout/screen';
import { IslandMessages } from '@/components/providers/island-messages';
import { RequireLogin } from '@/components/ui/require-login';
import { NoCustomOrder, orderNoParam } from '@/components/custom/server/order-param';

/** /custom/customDetectionDetail?orderNo=: the detection orders linked to a customisation order (custom detection), plain controls. */
const page = screen({
  path: '/custom/customDetectionDetail',
  title: 'Routes.screens.custom_customDetectionDetail',
  noIndex: true,
  render: async ({ locale, searchParams }) => {
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
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
