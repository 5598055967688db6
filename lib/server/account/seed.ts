import 'server-only';
import type { SeedStep } from '@/lib/server/ports/seed';
import { sql } from 'drizzle-orm';
import { regions, userLevels } from '@/lib/server/db/schema';
import { loadRegionRows } from './regions-data';

const BATCH = 500;

/**
 * Every administrative division for the address picker and the user levels of
 * gateway/listUserLevelList. v2 replaced the partial region list of v1 with the full
 * province → city → county tree; regions already stored are updated in place, none removed,
 * so saved addresses keep their names.
 */
export const accountSeedStep: SeedStep = {
  name: 'account-regions-levels-v2',
  run: async (db) => {
    const levelOf = new Map<string, number>();
    const rows = loadRegionRows().map(([code, parentCode, nameZh, nameEn]) => {
      const level = parentCode === null ? 1 : (levelOf.get(parentCode) ?? 1) + 1;
      levelOf.set(code, level);
      return { code, parentCode, nameZh, nameEn, level };
    });
    for (let i = 0; i < rows.length; i += BATCH) {
      await db
        .insert(regions)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: regions.code,
          set: { parentCode: sql`excluded.parent_code`, level: sql`excluded.level`, nameZh: sql`excluded.name_zh`, nameEn: sql`excluded.name_en` },
        });
    }
    await db
      .insert(userLevels)
      .values([
        { level: 0, nameZh: '普通用户', nameEn: 'Standard member', descriptionZh: '浏览与检索公开数据', descriptionEn: 'Browse and search public data' },
        { level: 1, nameZh: 'VIP 会员', nameEn: 'VIP member', descriptionZh: '享有数据特权，可导出完整数据表', descriptionEn: 'Data privilege, including full-table exports' },
        { level: 2, nameZh: '企业会员', nameEn: 'Enterprise member', descriptionZh: '企业账号及子账号共享数据特权', descriptionEn: 'Data privilege shared by a company account and its sub accounts' },
      ])
      .onConflictDoNothing();
    return `${rows.length} regions, 3 user levels`;
  },
};
