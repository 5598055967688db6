import 'server-only';
import type { SeedStep } from '@/lib/server/db/seed';
import { regions, userLevels } from '@/lib/server/db/schema';
import { REGION_ROWS } from './regions-data';

/** Regions for the address picker and the user levels of gateway/listUserLevelList. */
export const accountSeedStep: SeedStep = {
  name: 'account-regions-levels-v1',
  run: async (db) => {
    const rows = REGION_ROWS.map(([code, parentCode, nameZh, nameEn]) => ({
      code,
      parentCode,
      nameZh,
      nameEn,
      level: parentCode === null ? 1 : code.endsWith('00') ? 2 : 3,
    }));
    await db.insert(regions).values(rows).onConflictDoNothing();
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
