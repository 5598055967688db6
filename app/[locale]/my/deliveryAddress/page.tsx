import { AddressManager } from '@/components/account/address-manager';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/deliveryAddress', 'Account.address.title', { noIndex: true });

/** /my/deliveryAddress inside the personal-centre shell (app/[locale]/my/layout.tsx guards sign-in). */
export default async function Page({ params }: Props) {
  await pageLocale(params);
  return <AddressManager />;
}
