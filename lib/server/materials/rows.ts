import 'server-only';
import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '@/lib/server/db/client';
import { materialElements, materialProperties } from '@/lib/server/db/schema';

/**
 * A material record's stored rows as the source states them, for the AI assistant's checks and value answers
 * (lib/server/ai, a declared dependency on this domain); the material pages read theirs through detail.ts.
 */

export type MaterialPropertyRow = typeof materialProperties.$inferSelect;
export type MaterialElementRow = typeof materialElements.$inferSelect;

/** The record's property rows in source order: all, only the specified ones, or only those with a fatigue strength. */
export async function materialPropertyRows(db: DbExecutor, materialId: number, only?: 'specified' | 'fatigue'): Promise<MaterialPropertyRow[]> {
  const where: SQL[] = [eq(materialProperties.materialId, materialId)];
  if (only === 'specified') where.push(eq(materialProperties.valueType, 'specified'));
  if (only === 'fatigue') where.push(isNotNull(materialProperties.fatigueStrength));
  return db.select().from(materialProperties).where(and(...where)).orderBy(asc(materialProperties.seq));
}

/** The record's composition rows. */
export async function materialElementRows(db: DbExecutor, materialId: number): Promise<MaterialElementRow[]> {
  return db.select().from(materialElements).where(eq(materialElements.materialId, materialId));
}
