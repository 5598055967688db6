import '@/components/content/content.css';
import { ContentDetailScreen, NEWS_LIST } from '@/components/content/server/content-screens';
import { contentCalls } from '@/lib/content/contract';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = metadataFor('/solution', 'Content.solutionTitle');

/** /solution/{id}: one solution (solution/get). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return <ContentDetailScreen locale={locale} id={(await params).id} calls={[contentCalls.solutionGet]} list={NEWS_LIST} testId="content-detail" />;
}
