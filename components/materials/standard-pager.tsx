'use client';
import { useLocale } from 'next-intl';
import { Suspense } from 'react';
import { Pager } from '@/components/ui/plain/pager';
import { useHideContent } from '@/components/layout/use-hide-content';
import type { Locale } from '@/lib/i18n/routing';
import { STANDARD_PATH } from '@/lib/materials/paths';
import { keepCxl } from '@/lib/session/rules';
import { localizePath } from '@/lib/i18n/locale-path';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  /** The standard's query without the page (id, family). */
  query: Record<string, string>;
}

/** The pages of a standard's grades as links (?page=), so every page can be crawled, linked and reloaded. */
export function StandardPager(props: Props) {
  // The embedded view's flag comes from the query, read in a boundary of its own.
  return (
    <Suspense fallback={<Links {...props} hide />}>
      <CxlLinks {...props} />
    </Suspense>
  );
}

function CxlLinks(props: Props) {
  return <Links {...props} hide={useHideContent()} />;
}

function Links({ page, pageSize, total, query, hide }: Props & { hide: boolean }) {
  const locale = useLocale() as Locale;
  const href = (p: number) => keepCxl(`${localizePath(STANDARD_PATH, locale)}?${new URLSearchParams(p > 1 ? { ...query, page: String(p) } : query)}`, hide);
  return <Pager page={page} pageSize={pageSize} total={total} href={href} />;
}
