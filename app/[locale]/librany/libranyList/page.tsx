import '@/components/library/library.css';
import { LibraryList } from '@/components/library/library-list';
import { pageLocale } from '@/lib/i18n/page-locale';
import { libraryCalls } from '@/lib/library/contract';
import { listQuery } from '@/lib/library/format';
import { publicGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/librany/libranyList', 'Routes.screens.librany_libranyList', { descriptionKey: 'Library.list.lead' });

/** /librany/libranyList: the search of the address's query, rendered on the server (the same for everyone). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = listQuery(await searchParams);
  const [types, result] = await Promise.all([publicGet(locale, libraryCalls.listLibraryTypes, {}), publicGet(locale, libraryCalls.pageTechnology, { pageSize: 10, ...query } as never)]);
  return <LibraryList query={query} types={types.ok ? types.data : []} result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} />;
}
