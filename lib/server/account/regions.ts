import 'server-only';
import { asc, eq, isNull } from 'drizzle-orm';
import type { Region } from '@/lib/account/contract';
import type { Locale } from '@/lib/i18n/routing';
import { hasHan } from '@/lib/i18n/text-language';
import type { Db } from '@/lib/server/db/client';
import { regions } from '@/lib/server/db/schema';

/** Children of a region (provinces when no parent is given), named in the caller language. */
export async function listRegions(db: Db, parentCode: string | undefined, locale: Locale): Promise<Region[]> {
  const rows = await db
    .select()
    .from(regions)
    .where(parentCode ? eq(regions.parentCode, parentCode) : isNull(regions.parentCode))
    .orderBy(asc(regions.code));
  return rows.map((r) => {
    const name = locale === 'zh' ? r.nameZh : r.nameEn;
    // Most counties have no English name in the data (regions-data.ts): the Chinese one is shown, marked as such.
    return { code: r.code, name, nameZh: r.nameZh, level: r.level, ...(locale === 'en' && hasHan(name) ? { nameLang: 'zh' as const } : {}) };
  });
}
