import { PaySuccess } from '@/components/commerce/pay-success';
import { PaymentsIsland } from '@/components/commerce/payments-island';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/subscribePay/success', 'Routes.screens.subscribePay_success', { noIndex: true });

/** The payment success page: reads the order's status only, never marks anything paid. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <PaymentsIsland locale={locale}>
      <PaySuccess />
    </PaymentsIsland>
  );
}
