import '@/components/cloud/cloud.css';
import { CaseList } from '@/components/cloud/cases';
import { cloudCalls } from '@/lib/cloud/contract';
import { readListQuery } from '@/lib/list-query';
import { pageLocale } from '@/lib/i18n/page-locale';
import { publicGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/cloud/cloudCase', 'Routes.screens.cloud_cloudCase');

/** /cloud/cloudCase: service cases (cloudService/casePage). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = readListQuery(await searchParams, ['category', 'page']);
  const result = await publicGet(locale, cloudCalls.casePage, { pageSize: 10, ...query } as never);
  return <CaseList query={query} result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} />;
}
