import '@/components/ranking/ranking.css';
import { ModelScreen } from '@/components/ranking/server/model-screen';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/economy/economyGrade', 'Ranking.model.title', { descriptionKey: 'Ranking.model.metaDescription' });

/** /economy/economyGrade (qc/introduce: the published model). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return <ModelScreen locale={locale} />;
}
