import { Suspense } from 'react';
import '@/components/commerce/payments.css';
import { PAYMENT_NAMESPACES } from '@/components/commerce/payment-namespaces';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';
import { BillTabs } from './bill-tabs';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/bill', 'Routes.screens.my_bill', { noIndex: true });

/** /my/bill inside the personal-centre shell (app/[locale]/my/layout.tsx guards sign-in): invoice requests and titles. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Auth', 'Account', ...PAYMENT_NAMESPACES]}>
      <Suspense fallback={null}>
        <BillTabs />
      </Suspense>
    </IslandMessages>
  );
}
