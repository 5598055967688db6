import '@/components/content/content.css';
import { RECORD_LIST, HelpScreen } from '@/components/content/server/content-screens';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor(RECORD_LIST, 'Content.recordTitle', { descriptionKey: 'Content.recordDescription' });

/** /help/recordList: the portal's update record (help/recordList), newest first. */
export default async function Page({ params, searchParams }: Props) {
  return <HelpScreen locale={await pageLocale(params)} searchParams={await searchParams} tab="record" />;
}
