import { getTranslations } from 'next-intl/server';
import '@/components/content/content.css';
import { ContentListScreen, NEWS_LIST, NEWS_TABS } from '@/components/content/server/content-screens';
import { screen } from '@/components/layout/screen';

/** /other/journalismList: news (dm/getList), cover stories (?tab=cover) and solutions (?tab=solution), filtered by the address. */
const page = screen({
  path: NEWS_LIST,
  title: 'Content.newsTitle',
  description: 'Content.newsDescription',
  render: async ({ locale, searchParams }) => {
    const t = await getTranslations('Content');
    const tabs = {
      news: { call: NEWS_TABS.news, href: NEWS_LIST, title: t('newsTitle') },
      cover: { call: NEWS_TABS.cover, href: `${NEWS_LIST}?tab=cover`, title: t('coverTitle') },
      solution: { call: NEWS_TABS.solution, href: `${NEWS_LIST}?tab=solution`, title: t('solutionTitle') },
    };
    return <ContentListScreen locale={locale} searchParams={await searchParams} path={NEWS_LIST} tabs={tabs} defaultTab="news" />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
