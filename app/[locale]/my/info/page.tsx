import { setRequestLocale } from 'next-intl/server';
import { ProfileView } from '@/components/account/profile-view';
import type { Locale } from '@/lib/i18n/routing';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/info', 'Account.info.title', { noIndex: true });

/** /my/info inside the personal-centre shell (app/[locale]/my/layout.tsx guards sign-in). */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <ProfileView />;
}
