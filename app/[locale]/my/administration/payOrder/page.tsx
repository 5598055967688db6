import { Suspense } from 'react';
import '@/components/commerce/payments.css';
import { AdminOrders } from '@/components/commerce/admin-orders';
import { PAYMENT_NAMESPACES } from '@/components/commerce/payment-namespaces';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/administration/payOrder', 'Routes.screens.my_administration_payOrder', { noIndex: true });

/** /my/administration/payOrder: customer service's orders (payment/* check order:confirm-payment). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={PAYMENT_NAMESPACES}>
      <Suspense fallback={null}>
        <AdminOrders />
      </Suspense>
    </IslandMessages>
  );
}
