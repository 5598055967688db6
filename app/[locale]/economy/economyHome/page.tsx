import '@/components/ranking/ranking.css';
import { RankingHomeScreen } from '@/components/ranking/server/home-screen';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/economy/economyHome', 'Ranking.home.title', { descriptionKey: 'Ranking.home.metaDescription' });

/** /economy/economyHome (the ranking's home page). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return <RankingHomeScreen locale={locale} />;
}
