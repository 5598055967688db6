import '@/components/ranking/ranking.css';
import { AnnouncementListScreen } from '@/components/ranking/server/announcement-screens';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/economy/enconomyListFile', 'Ranking.announcements.filesTitle', { descriptionKey: 'Ranking.announcements.metaDescription' });

/** /economy/enconomyListFile (announcements with attached files). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return <AnnouncementListScreen locale={locale} searchParams={await searchParams} files />;
}
