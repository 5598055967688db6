import { setRequestLocale } from 'next-intl/server';
import { HomeView } from '@/components/home/home-view';
import type { Locale } from '@/lib/i18n/routing';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/home', 'Common.siteName');

/** /home is an alias of the home page. */
export default async function HomeAliasPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <HomeView />;
}
