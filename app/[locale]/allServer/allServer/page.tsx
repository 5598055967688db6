import '@/components/research-data/research-data.css';
import { RdList } from '@/components/research-data/rd-list';
import { pageLocale } from '@/lib/i18n/page-locale';
import { researchDataCalls } from '@/lib/research-data/contract';
import { rdListQuery } from '@/lib/research-data/paths';
import { publicGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/allServer/allServer', 'ResearchData.list.title', { descriptionKey: 'ResearchData.list.lead' });

/** /allServer/allServer: shared R&D data, the search of the address's query (metadata, the same for everyone). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = rdListQuery(await searchParams);
  const result = await publicGet(locale, researchDataCalls.page, { pageSize: 12, ...query } as never);
  return <RdList query={query} result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} />;
}
