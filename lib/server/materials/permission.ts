import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import type { Locale } from '@/lib/i18n/routing';
import { translate } from '@/lib/i18n/messages';
import type { PermissionInfo, ViewerLevel } from '@/lib/materials/contract';
import type { SessionUser } from '@/lib/server/auth/session';
import { hasActiveVip } from '@/lib/server/payments/vip-membership';

/** Property rows a visitor sees on a detail page; signed-in users see all of them. */
export const VISITOR_PROPERTY_ROWS = 3;

/**
 * VIP is decided from the database: a VIP data privilege whose deadline has not passed (bought
 * through a paid VIP order or the free package of new users, lib/server/payments/vip-membership.ts),
 * or users.user_level >= 1 (user_levels level 1 is "VIP member", set by an administrator).
 */
export async function isVipUser(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ level: users.userLevel }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return false;
  return row.level >= 1 || (await hasActiveVip(db, userId));
}

export async function viewerLevel(db: Db, user: SessionUser | null): Promise<ViewerLevel> {
  if (!user) return 'visitor';
  return (await isVipUser(db, user.id)) ? 'vip' : 'user';
}

/** The permission tab (issue 4, point 6): what each level sees, and what this viewer may do. */
export function permissionInfo(level: ViewerLevel, locale: Locale): PermissionInfo {
  const t = (key: string, values?: Record<string, string | number>) => translate(locale, `Materials.permission.${key}`, values);
  return {
    level,
    canSeeAllProperties: level !== 'visitor',
    canExport: level !== 'visitor',
    canCompare: level !== 'visitor',
    rules: [
      { level: 'visitor', label: t('levelVisitor'), items: [t('visitorComposition'), t('visitorPropertiesLimited', { rows: VISITOR_PROPERTY_ROWS })] },
      { level: 'user', label: t('levelUser'), items: [t('visitorComposition'), t('userPropertiesFull'), t('userExport')] },
      { level: 'vip', label: t('levelVip'), items: [t('userPropertiesFull'), t('userExport'), t('vipAll')] },
    ],
  };
}
