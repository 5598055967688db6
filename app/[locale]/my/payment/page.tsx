import { Suspense } from 'react';
import '@/components/commerce/payments.css';
import { MyOrders } from '@/components/commerce/my-orders';
import { PAYMENT_NAMESPACES } from '@/components/commerce/payment-namespaces';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/payment', 'Routes.screens.my_payment', { noIndex: true });

/** /my/payment inside the personal-centre shell: VIP state and my orders (payment/* decide access: own orders only). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={PAYMENT_NAMESPACES}>
      <Suspense fallback={null}>
        <MyOrders />
      </Suspense>
    </IslandMessages>
  );
}
