'use client';
import { Pager } from '@/components/ui/plain/pager';

/** The public list's pager: links keep the page in the URL (`<base>?page=n`). */
export function PublicPager({ base, page, pageSize, total }: { base: string; page: number; pageSize: number; total: number }) {
  return <Pager page={page} pageSize={pageSize} total={total} href={(p) => (p === 1 ? base : `${base}?page=${p}`)} />;
}
