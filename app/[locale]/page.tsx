import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { HomeView } from '@/components/home/home-view';
import { translate } from '@/lib/i18n/messages';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const loc: Locale = isLocale(locale) ? locale : 'zh';
  return { ...pageMetadata(loc, '/', translate(loc, 'Common.siteName')), title: { absolute: translate(loc, 'Common.siteName') } };
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <HomeView />;
}
