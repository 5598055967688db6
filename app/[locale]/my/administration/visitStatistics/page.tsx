import { VisitStatistics } from '@/components/account/visit-statistics';
import { parseVisitLimit, visitStatisticsState } from '@/components/account/visit-statistics-state';
import { screen } from '@/components/layout/screen';
import { platformCalls } from '@/lib/platform/contract';
import { serverGet } from '@/lib/server/entry';

/** Visit counts per path for administrators; statistics/visitsByPath (permission stats:visits) decides access. */
const page = screen({
  path: '/my/administration/visitStatistics',
  title: 'Account.visits.title',
  noIndex: true,
  render: async ({ locale, searchParams }) => {
    const limit = parseVisitLimit((await searchParams).limit);
    const result = await serverGet(locale, platformCalls.visitsByPath, { limit });
    return <VisitStatistics limit={limit} state={visitStatisticsState(result)} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
