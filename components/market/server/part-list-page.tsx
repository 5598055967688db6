import { publicGet } from '@/lib/server/entry';
import type { Locale } from '@/lib/i18n/routing';
import { partCalls, type PartCategory } from '@/lib/market/contract';
import { partListQuery } from '@/lib/market/part-paths';
import { PartList } from '../part-list';

/** The server side of both parts lists: the address's query searched as a visitor (the same for everyone). */
export async function PartListPage({ locale, base, kind, search }: { locale: Locale; base: string; kind: 'standard' | 'common'; search: Record<string, string | string[] | undefined> }) {
  const query = partListQuery(search);
  const [dir, result] = await Promise.all([publicGet(locale, partCalls.dir, {}), publicGet(locale, partCalls.search, { pageSize: 10, ...query, catalogue: kind } as never)]);
  const categories: PartCategory[] = dir.ok ? (dir.data.find((d) => d.catalogue === kind)?.categories.map((c) => c.code) ?? []) : [];
  return <PartList base={base} kind={kind} categories={categories} query={query} result={result.ok ? { ok: true, data: result.data } : { ok: false, msg: result.msg }} />;
}
