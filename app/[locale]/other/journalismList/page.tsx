import { getTranslations } from 'next-intl/server';
import '@/components/content/content.css';
import { ContentListScreen, NEWS_LIST, NEWS_TABS } from '@/components/content/server/content-screens';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor(NEWS_LIST, 'Content.newsTitle', { descriptionKey: 'Content.newsDescription' });

/** /other/journalismList: news (dm/getList), cover stories (?tab=cover) and solutions (?tab=solution), filtered by the address. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Content');
  const tabs = {
    news: { call: NEWS_TABS.news, href: NEWS_LIST, title: t('newsTitle') },
    cover: { call: NEWS_TABS.cover, href: `${NEWS_LIST}?tab=cover`, title: t('coverTitle') },
    solution: { call: NEWS_TABS.solution, href: `${NEWS_LIST}?tab=solution`, title: t('solutionTitle') },
  };
  return <ContentListScreen locale={locale} searchParams={await searchParams} path={NEWS_LIST} tabs={tabs} defaultTab="news" />;
}
