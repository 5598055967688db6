import { CustomDetail } from '@/components/custom/custom-detail';
import { AntdScope } from '@/components/providers/antd-scope';
import { IslandMessages } from '@/components/providers/island-messages';
import { RequireLogin } from '@/components/ui/require-login';
import { NoCustomOrder, orderNoParam } from '@/components/custom/server/order-param';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/custom/customDetail', 'Routes.screens.custom_customDetail', { noIndex: true });

/** /custom/customDetail?orderNo=: one customisation order, its timeline and the caller's next steps (the payment dialog loads when opened). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
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
}
