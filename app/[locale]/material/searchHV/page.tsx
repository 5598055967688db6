import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SEARCH_DESCRIPTION_KEY, SEARCH_TITLE_KEY, SearchScreen } from '@/components/materials/search-screen';
import { translate } from '@/lib/i18n/messages';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const loc: Locale = isLocale(locale) ? locale : 'zh';
  return pageMetadata(
    loc,
    '/material/searchHV',
    translate(loc, `MaterialPages.search.${SEARCH_TITLE_KEY.welding}`),
    translate(loc, `MaterialPages.search.${SEARCH_DESCRIPTION_KEY.welding}`),
  );
}

export default async function SearchHVPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <SearchScreen locale={locale as Locale} family="welding" />;
}
