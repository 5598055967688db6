import '@/components/content/content.css';
import { ContentDetailScreen, NEWS_LIST } from '@/components/content/server/content-screens';
import { contentCalls } from '@/lib/content/contract';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/other/journalismDetail', 'Content.newsTitle');

/** /other/journalismDetail?id=: one news item (dm/getDetail); no id: the list; unpublished: 404. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return <ContentDetailScreen locale={locale} id={(await searchParams).id} calls={[contentCalls.newsDetail]} list={NEWS_LIST} testId="content-detail" />;
}
