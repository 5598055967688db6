import { notFound } from 'next/navigation';
import { CourseCard } from '@/components/directories/cards';
import { CourseDetail } from '@/components/directories/details';
import { DirectoryList } from '@/components/directories/directory-list';
import '@/components/directories/directories.css';
import { digitalCalls } from '@/lib/directories/contract';
import { DIRECTORY_LIST_KEYS } from '@/lib/directories/paths';
import { idParam } from '@/lib/id-param';
import { pageLocale } from '@/lib/i18n/page-locale';
import { readListQuery } from '@/lib/list-query';
import { publicGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/digitalTalentTrainingList', 'Directories.digital.listTitle', { descriptionKey: 'Directories.digital.metaDescription' });

/** /digitalTalentTrainingList: published entries (digital/list) with keyword and category filters; `?id=` shows one entry (digital/getDetail) above them. */
export default async function DigitalTalentTrainingListPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const sp = await searchParams;
  const query = readListQuery(sp, DIRECTORY_LIST_KEYS);
  const id = sp.id === undefined ? null : idParam(sp.id);
  const [list, one] = await Promise.all([publicGet(locale, digitalCalls.list, { pageSize: 12, ...query } as never), id ? publicGet(locale, digitalCalls.getDetail, { id }) : null]);
  if (sp.id !== undefined && !one?.ok) notFound();
  return (
    <DirectoryList
      kind="digital"
      query={query}
      result={list.ok ? { ok: true, data: list.data } : { ok: false, msg: list.msg }}
      card={(c) => <CourseCard c={c} />}
      detail={one?.ok ? <CourseDetail c={one.data} /> : undefined}
    />
  );
}
