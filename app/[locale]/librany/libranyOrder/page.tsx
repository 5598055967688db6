import { LibraryOrderForm } from '@/components/library/order-form';
import { LibraryUserIsland } from '@/components/library/library-user-island';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/librany/libranyOrder', 'Routes.screens.librany_libranyOrder', { noIndex: true });

/** /librany/libranyOrder?items=…&qty=…: the order confirmation (signed in; library/saveLibraryOrder decides). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <LibraryUserIsland locale={locale}>
      <LibraryOrderForm />
    </LibraryUserIsland>
  );
}
