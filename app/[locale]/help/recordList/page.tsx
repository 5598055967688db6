import { getTranslations } from 'next-intl/server';
import '@/components/content/content.css';
import { ContentListScreen, HELP_LIST, RECORD_LIST } from '@/components/content/server/content-screens';
import { contentCalls } from '@/lib/content/contract';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor(RECORD_LIST, 'Content.recordTitle', { descriptionKey: 'Content.recordDescription' });

/** /help/recordList: the portal's update record (help/recordList), newest first. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Content');
  const tabs = {
    help: { call: contentCalls.helpPage, href: HELP_LIST, title: t('helpTitle') },
    record: { call: contentCalls.helpRecordList, href: RECORD_LIST, title: t('recordTitle') },
  };
  return <ContentListScreen locale={locale} searchParams={await searchParams} path={RECORD_LIST} tabs={tabs} defaultTab="record" />;
}
