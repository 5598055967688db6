import { ExpertCard } from '@/components/directories/cards';
import { DirectoryLanding } from '@/components/directories/directory-landing';
import '@/components/directories/directories.css';
import { expertCalls } from '@/lib/directories/contract';
import { pageLocale } from '@/lib/i18n/page-locale';
import { publicGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/expertServices', 'Directories.expert.title', { descriptionKey: 'Directories.expert.metaDescription' });

/** /expertServices: what the directory offers, its first published entries (expert/list) and the way to the list. */
export default async function ExpertServicesPage({ params }: Props) {
  const locale = await pageLocale(params);
  const result = await publicGet(locale, expertCalls.list, { pageSize: 6 });
  return <DirectoryLanding kind="expert" result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} card={(e) => <ExpertCard e={e} />} />;
}
