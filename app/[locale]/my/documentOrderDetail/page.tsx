import { Suspense } from 'react';
import '@/components/library/library.css';
import '@/components/commerce/payments.css';
import { MyLibraryOrderDetail } from '@/components/library/my-library-order-detail';
import { PAYMENT_NAMESPACES } from '@/components/commerce/payment-namespaces';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/documentOrderDetail', 'Routes.screens.my_documentOrderDetail', { noIndex: true });

/** /my/documentOrderDetail inside the personal-centre shell: one of my library orders (library/getLibraryOrder: own orders only). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Library', ...PAYMENT_NAMESPACES]}>
      <Suspense fallback={null}>
        <MyLibraryOrderDetail />
      </Suspense>
    </IslandMessages>
  );
}
