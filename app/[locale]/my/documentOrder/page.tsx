import { Suspense } from 'react';
import '@/components/library/library.css';
import '@/components/commerce/payments.css';
import { MyLibraryOrders } from '@/components/library/my-library-orders';
import { PAYMENT_NAMESPACES } from '@/components/commerce/payment-namespaces';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/documentOrder', 'Routes.screens.my_documentOrder', { noIndex: true });

/** /my/documentOrder inside the personal-centre shell: my library orders (library/pageLibraryOrder: own orders only). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Library', ...PAYMENT_NAMESPACES]}>
      <Suspense fallback={null}>
        <MyLibraryOrders />
      </Suspense>
    </IslandMessages>
  );
}
