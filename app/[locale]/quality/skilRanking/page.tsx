import '@/components/ranking/ranking.css';
import { SkilScreen } from '@/components/ranking/server/skil-screen';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/quality/skilRanking', 'Ranking.skil.title', { descriptionKey: 'Ranking.skil.metaDescription' });

/** /quality/skilRanking (each category's leaders by level). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return <SkilScreen locale={locale} searchParams={await searchParams} />;
}
