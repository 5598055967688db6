import { VisitStatistics } from '@/components/account/visit-statistics';
import { parseVisitLimit, visitStatisticsState } from '@/components/account/visit-statistics-state';
import { pageLocale } from '@/lib/i18n/page-locale';
import { platformCalls } from '@/lib/platform/contract';
import { serverGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ limit?: string | string[] }> };

export const generateMetadata = metadataFor('/my/administration/visitStatistics', 'Account.visits.title', { noIndex: true });

/** Visit counts per path for administrators; statistics/visitsByPath (permission stats:visits) decides access. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const limit = parseVisitLimit((await searchParams).limit);
  const result = await serverGet(locale, platformCalls.visitsByPath, { limit });
  return <VisitStatistics limit={limit} state={visitStatisticsState(result)} />;
}
