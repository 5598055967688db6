import { LibraryPayStep } from '@/components/library/pay-step';
import { LibraryUserIsland } from '@/components/library/library-user-island';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/librany/libranyPay', 'Routes.screens.librany_libranyPay', { noIndex: true });

/** /librany/libranyPay?orderNo=…: pay through the shared payment dialog; the page moves on when paid. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <LibraryUserIsland locale={locale}>
      <LibraryPayStep />
    </LibraryUserIsland>
  );
}
