import { PaymentsIsland } from '@/components/commerce/payments-island';
import { ZfbPay } from '@/components/commerce/zfb-pay';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/zfbPay', 'Routes.screens.zfbPay', { noIndex: true });

/** /zfbPay: the Alipay wallet payment page (forwards to Alipay, then polls the order's status). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <PaymentsIsland locale={locale}>
      <ZfbPay />
    </PaymentsIsland>
  );
}
