import { screen } from '@/components/layout/screen';
import '@/components/library/library.css';
import { LibraryList } from '@/components/library/library-list';
import { libraryCalls } from '@/lib/library/contract';
import { listQuery } from '@/lib/library/format';
import { publicGet } from '@/lib/server/entry';

/** /librany/libranyList: the search of the address's query, rendered on the server (the same for everyone). */
const page = screen({
  path: '/librany/libranyList',
  title: 'Routes.screens.librany_libranyList',
  description: 'Library.list.lead',
  render: async ({ locale, searchParams }) => {
    const query = listQuery(await searchParams);
    const [types, result] = await Promise.all([publicGet(locale, libraryCalls.listLibraryTypes, {}), publicGet(locale, libraryCalls.pageTechnology, { pageSize: 10, ...query } as never)]);
    return <LibraryList query={query} types={types.ok ? types.data : []} result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
