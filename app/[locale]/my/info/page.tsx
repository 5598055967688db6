import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ProfileView } from '@/components/account/profile-view';
import { translate } from '@/lib/i18n/messages';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const loc: Locale = isLocale(locale) ? locale : 'zh';
  return { ...pageMetadata(loc, '/my/info', translate(loc, 'Account.info.title')), robots: { index: false } };
}

/** /my/info inside the personal-centre shell (app/[locale]/my/layout.tsx guards sign-in). */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <ProfileView />;
}
