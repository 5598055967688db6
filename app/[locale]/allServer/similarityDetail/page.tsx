import '@/components/research-data/research-data.css';
import { SimilarityPairPage } from '../similarity/pair-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/allServer/similarityDetail', 'ResearchData.pair.metaTitle', { noIndex: true });

/** /allServer/similarityDetail?id=&target=: Similar data result detail: the pair side by side, table first (per request, with the viewer's session). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return <SimilarityPairPage locale={locale} query={await searchParams} layout="table" />;
}
