import { PaymentsIsland } from '@/components/commerce/payments-island';
import { VipPlans } from '@/components/commerce/vip-plans';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/subscribePay', 'Routes.screens.subscribePay', { noIndex: true });

/** /subscribePay: the VIP plans, the caller's VIP state, buy and renew (issue 12, item 6). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <PaymentsIsland locale={locale}>
      <VipPlans />
    </PaymentsIsland>
  );
}
