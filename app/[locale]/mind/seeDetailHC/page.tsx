import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { DetailScreen, detailMetadata, readDetailId, type DetailSearchParams } from '@/components/materials/detail-screen';
import { isLocale, type Locale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }>; searchParams: DetailSearchParams };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  return detailMetadata(isLocale(locale) ? locale : 'zh', 'welding', await readDetailId(searchParams));
}

export default async function SeeDetailHCPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <DetailScreen locale={locale as Locale} family="welding" id={await readDetailId(searchParams)} />;
}
