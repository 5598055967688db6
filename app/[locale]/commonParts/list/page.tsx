import '@/components/market/market.css';
import { PartListPage } from '@/components/market/server/part-list-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/commonParts/list', 'Routes.screens.commonParts_list', { descriptionKey: 'Market.parts.commonLead' });

/** /commonParts/list: the common parts of the address's query (size, class, category), rendered on the server. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return <PartListPage locale={locale} base="/commonParts/list" kind="common" search={await searchParams} />;
}
