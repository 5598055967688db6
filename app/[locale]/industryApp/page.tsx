import { AppCard } from '@/components/directories/cards';
import { DirectoryLanding } from '@/components/directories/directory-landing';
import '@/components/directories/directories.css';
import { industrialCalls } from '@/lib/directories/contract';
import { pageLocale } from '@/lib/i18n/page-locale';
import { publicGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/industryApp', 'Directories.industrial.title', { descriptionKey: 'Directories.industrial.metaDescription' });

/** /industryApp: what the directory offers, its first published entries (industrial/list) and the way to the list. */
export default async function IndustryAppPage({ params }: Props) {
  const locale = await pageLocale(params);
  const result = await publicGet(locale, industrialCalls.list, { pageSize: 6 });
  return <DirectoryLanding kind="industrial" result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} card={(a) => <AppCard a={a} />} />;
}
