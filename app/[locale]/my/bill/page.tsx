import { setRequestLocale } from 'next-intl/server';
import { InvoiceManager } from '@/components/account/invoice-manager';
import type { Locale } from '@/lib/i18n/routing';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/bill', 'Account.invoice.title', { noIndex: true });

/** /my/bill inside the personal-centre shell (app/[locale]/my/layout.tsx guards sign-in). */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <InvoiceManager />;
}
