import { CourseCard } from '@/components/directories/cards';
import { DirectoryLanding } from '@/components/directories/directory-landing';
import '@/components/directories/directories.css';
import { digitalCalls } from '@/lib/directories/contract';
import { pageLocale } from '@/lib/i18n/page-locale';
import { publicGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/digitalTalentTraining', 'Directories.digital.title', { descriptionKey: 'Directories.digital.metaDescription' });

/** /digitalTalentTraining: what the directory offers, its first published entries (digital/list) and the way to the list. */
export default async function DigitalTalentTrainingPage({ params }: Props) {
  const locale = await pageLocale(params);
  const result = await publicGet(locale, digitalCalls.list, { pageSize: 6 });
  return <DirectoryLanding kind="digital" result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} card={(c) => <CourseCard c={c} />} />;
}
