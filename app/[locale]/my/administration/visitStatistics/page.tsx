import { setRequestLocale } from 'next-intl/server';
import { VisitStatistics } from '@/components/account/visit-statistics';
import { parseVisitLimit, visitStatisticsState, type VisitRow } from '@/components/account/visit-statistics-state';
import type { Locale } from '@/lib/i18n/routing';
import { serverGet } from '@/lib/server/api/server-call';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ limit?: string | string[] }> };

export const generateMetadata = metadataFor('/my/administration/visitStatistics', 'Account.visits.title', { noIndex: true });

/** Visit counts per path for administrators; statistics/visitsByPath (permission stats:visits) decides access. */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const limit = parseVisitLimit((await searchParams).limit);
  const result = await serverGet<VisitRow[]>(locale as Locale, 'statistics/visitsByPath', { limit });
  return <VisitStatistics limit={limit} state={visitStatisticsState(result)} />;
}
