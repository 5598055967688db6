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
    '/material/searchLHJ',
    translate(loc, `MaterialPages.search.${SEARCH_TITLE_KEY.alloy}`),
    translate(loc, `MaterialPages.search.${SEARCH_DESCRIPTION_KEY.alloy}`),
  );
}

export default async function SearchLHJPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <SearchScreen locale={locale as Locale} family="alloy" />;
}
