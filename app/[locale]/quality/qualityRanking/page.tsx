import '@/components/ranking/ranking.css';
import { RankingScreen } from '@/components/ranking/server/ranking-screen';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/quality/qualityRanking', 'Ranking.ranking.title', { descriptionKey: 'Ranking.ranking.metaDescription' });

/** /quality/qualityRanking (qc/productRanking, qc/companyRanking; docs/RANKING.md). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return <RankingScreen locale={locale} searchParams={await searchParams} />;
}
