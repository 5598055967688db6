import { CustomDetail } from '@/components/custom/custom-detail';
import { screen } from '@/components/layout/screen';
import { AntdScope } from '@/components/providers/antd-scope';
import { IslandMessages } from '@/components/providers/island-messages';
import { RequireLogin } from '@/components/ui/require-login';
import { NoCustomOrder, orderNoParam } from '@/components/custom/server/order-param';

/** /custom/customDetail?orderNo=: one customisation order, its timeline and the caller's next steps (the payment dialog loads when opened). */
const page = screen({
  path: '/custom/customDetail',
  title: 'Routes.screens.custom_customDetail',
  noIndex: true,
  render: async ({ locale, searchParams }) => {
    const orderNo = orderNoParam((await searchParams).orderNo);
    if (!orderNo) return <NoCustomOrder locale={locale} />;
    return (
      <div className="page">
        <IslandMessages locale={locale} namespaces={['Custom', 'Products', 'PaymentScreens', 'Payments']}>
          <AntdScope>
            <RequireLogin>
              <CustomDetail orderNo={orderNo} />
            </RequireLogin>
          </AntdScope>
        </IslandMessages>
      </div>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
