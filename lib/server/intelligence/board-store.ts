import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { badRequest, conflict, notFoundId } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { comparisonBoards, materials, type StoredBoardItem } from '@/lib/server/db/schema';
import { checkAddToBoard, type BoardItem } from '@/lib/intelligence/board';

export async function getBoard(db: Db, userId: number): Promise<StoredBoardItem[]> {
  const [row] = await db.select().from(comparisonBoards).where(eq(comparisonBoards.userId, userId));
  return row?.items ?? [];
}

/** Items as the database knows them (grade, family and system are never taken from the caller). */
async function resolveItems(db: Db, ids: string[]): Promise<StoredBoardItem[]> {
  const numeric = ids.map(Number);
  if (numeric.some((n) => !Number.isInteger(n) || n <= 0)) throw notFoundId();
  if (numeric.length === 0) return [];
  const rows = await db.select({ id: materials.id, family: materials.family, grade: materials.grade, system: materials.standardSystem }).from(materials).where(inArray(materials.id, numeric));
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  return ids.map((id) => {
    const r = byId.get(id);
    if (!r) throw notFoundId();
    return { id, type: r.family, grade: r.grade, system: r.system };
  });
}

async function store(db: Db, userId: number, items: StoredBoardItem[]) {
  await db
    .insert(comparisonBoards)
    .values({ userId, items, updatedAt: new Date() })
    .onConflictDoUpdate({ target: comparisonBoards.userId, set: { items, updatedAt: new Date() } });
  return items;
}

/** Replaces the board with these ids, checked one by one with the board rules. */
export async function saveBoard(db: Db, userId: number, ids: string[]): Promise<StoredBoardItem[]> {
  const items = await resolveItems(db, [...new Set(ids)]);
  const board: BoardItem[] = [];
  for (const item of items) {
    const check = checkAddToBoard(board, item);
    if (!check.ok) throw badRequest(check.messageKey);
    board.push(item);
  }
  return store(db, userId, items);
}

/** Adds one record: refused as a seventh record, another material type or a duplicate. */
export async function addToStoredBoard(db: Db, userId: number, id: string): Promise<StoredBoardItem[]> {
  const [item] = await resolveItems(db, [id]);
  const board = await getBoard(db, userId);
  const check = checkAddToBoard(board, item);
  if (!check.ok) throw conflict(check.messageKey);
  return store(db, userId, [...board, item]);
}
