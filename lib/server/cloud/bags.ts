import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { BagCard, BagPageInput, SaveBagInput } from '@/lib/cloud/contract';
import { checkParams } from '@/lib/cloud/params';
import type { BagType, ItemKind, ItemParam, ItemUnit, ParamValues } from '@/lib/cloud/types';
import type { Paged, PageInput } from '@/lib/contract';
import type { Locale } from '@/lib/i18n/routing';
import { mayReview } from '@/lib/reviews/kinds';
import type { ReviewState } from '@/lib/reviews/states';
import { ApiError, badRequest, notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import { cloudItems, cloudTestBagItems, cloudTestBags, reviewItems, users } from '@/lib/server/db/schema';
import { removeReview, reviewStates, submitForReview, withdrawReview } from '@/lib/server/reviews/service';
import type { SessionUser } from '@/lib/session/permissions';
import { itemName, itemsById, offerStats } from './items';
import { containing } from '@/lib/server/db/like';
import { inLanguage } from '@/lib/i18n/in-language';

type BagRow = typeof cloudTestBags.$inferSelect;

/**
 * Test bags (issue 15 item 1; spec section 3 "test bag", section 4 audit states): a named set of
 * items with quantities. A private bag is its owner's shortcut; a public bag is listed on
 * /cloud/checkList once approved (review kind `testBag`). Saving a public bag submits it; saving an
 * approved one sends it back to review. The reference price and duration are computed here, from
 * the lowest active offering of each item, never taken from the browser.
 */

async function toCards(db: DbExecutor, rows: { bag: BagRow; ownerName: string | null }[], locale: Locale): Promise<BagCard[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.bag.id);
  const [lines, states] = await Promise.all([
    db
      .select({ l: cloudTestBagItems, i: cloudItems })
      .from(cloudTestBagItems)
      .innerJoin(cloudItems, eq(cloudItems.id, cloudTestBagItems.itemId))
      .where(inArray(cloudTestBagItems.bagId, ids))
      .orderBy(asc(cloudTestBagItems.sort)),
    reviewStates(db, 'testBag', ids),
  ]);
  return rows.map(({ bag, ownerName }) => ({
    id: bag.id,
    name: inLanguage(locale, bag.nameZh, bag.nameEn),
    nameZh: bag.nameZh,
    nameEn: bag.nameEn,
    type: bag.type as BagType,
    isPublic: bag.isPublic,
    description: inLanguage(locale, bag.descriptionZh, bag.descriptionEn) || null,
    descriptionZh: bag.descriptionZh,
    descriptionEn: bag.descriptionEn,
    refPriceFen: bag.refPriceFen,
    refCycleDays: bag.refCycleDays,
    items: lines
      .filter((l) => l.l.bagId === bag.id)
      .map(({ l, i }) => ({ itemId: i.id, name: itemName(i, locale), kind: i.kind as ItemKind, unit: i.unit as ItemUnit, samples: l.samples, params: l.params, paramDefs: i.params as ItemParam[] })),
    ownerName: ownerName ?? '',
    demo: bag.demo,
    state: (states.get(bag.id) ?? 'notSubmitted') as ReviewState,
    updatedAt: bag.updatedAt.toISOString(),
  }));
}

const withOwner = { bag: cloudTestBags, ownerName: users.userName };

/** /cloud/checkList: approved public bags. */
export async function publicBagPage(db: DbExecutor, input: BagPageInput, locale: Locale): Promise<Paged<BagCard>> {
  const where: SQL[] = [eq(cloudTestBags.isPublic, true), eq(reviewItems.state, 'approved')];
  if (input.type) where.push(eq(cloudTestBags.type, input.type));
  if (input.keyword) {
    const p = containing(input.keyword);
    where.push(or(ilike(cloudTestBags.nameZh, p), ilike(cloudTestBags.nameEn, p), ilike(cloudTestBags.descriptionZh, p), ilike(cloudTestBags.descriptionEn, p))!);
  }
  const joined = and(eq(reviewItems.kind, 'testBag'), eq(reviewItems.subjectId, cloudTestBags.id));
  const [{ total }] = await db.select({ total: count() }).from(cloudTestBags).innerJoin(reviewItems, joined).where(and(...where));
  const rows = await db
    .select(withOwner)
    .from(cloudTestBags)
    .innerJoin(reviewItems, joined)
    .leftJoin(users, eq(users.id, cloudTestBags.ownerId))
    .where(and(...where))
    .orderBy(desc(cloudTestBags.updatedAt), desc(cloudTestBags.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { list: await toCards(db, rows, locale), total, page: input.page, pageSize: input.pageSize };
}

/** The caller's own bags (/my/checkBag), newest first, with their review state. */
export async function myBagPage(db: DbExecutor, user: SessionUser, input: PageInput, locale: Locale): Promise<Paged<BagCard>> {
  const where = eq(cloudTestBags.ownerId, user.id);
  const [{ total }] = await db.select({ total: count() }).from(cloudTestBags).where(where);
  const rows = await db
    .select(withOwner)
    .from(cloudTestBags)
    .leftJoin(users, eq(users.id, cloudTestBags.ownerId))
    .where(where)
    .orderBy(desc(cloudTestBags.updatedAt), desc(cloudTestBags.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { list: await toCards(db, rows, locale), total, page: input.page, pageSize: input.pageSize };
}

/** One bag: anyone when public and approved; otherwise its owner and the bags' reviewers. */
export async function getBag(db: DbExecutor, id: number, viewer: SessionUser | null, locale: Locale): Promise<BagCard> {
  const rows = await db.select(withOwner).from(cloudTestBags).leftJoin(users, eq(users.id, cloudTestBags.ownerId)).where(eq(cloudTestBags.id, id));
  if (!rows.length) throw notFound('Cloud.errors.noSuchBag');
  const [card] = await toCards(db, rows, locale);
  const open = card.isPublic && card.state === 'approved';
  const reviewer = !!viewer && card.isPublic && mayReview('testBag', viewer, null);
  if (!open && viewer?.id !== rows[0].bag.ownerId && !reviewer) throw notFound('Cloud.errors.noSuchBag');
  return card;
}

/** Reference price (Σ lowest active price × quantity) and duration (longest of the shortest cycles). */
async function reference(db: DbExecutor, lines: SaveBagInput['items']): Promise<{ priceFen: number; cycleDays: number }> {
  const stats = await offerStats(db, lines.map((l) => l.itemId));
  let priceFen = 0;
  let cycleDays = 0;
  for (const line of lines) {
    const s = stats.get(line.itemId);
    if (!s || s.minPrice === null || s.minCycle === null) throw badRequest('Cloud.errors.notOfferedAnywhere', { id: line.itemId });
    priceFen += s.minPrice * line.samples;
    cycleDays = Math.max(cycleDays, s.minCycle);
  }
  if (priceFen > 2_147_483_647) throw badRequest('Cloud.errors.tooLarge');
  return { priceFen, cycleDays };
}

/** Creates or updates one of the caller's bags; a public one goes to review (again, if it was approved). */
export async function saveBag(db: Db, user: SessionUser, input: SaveBagInput, locale: Locale): Promise<BagCard> {
  const ids = input.items.map((l) => l.itemId);
  if (new Set(ids).size !== ids.length) throw badRequest('Cloud.errors.duplicateItem');
  const items = await itemsById(db, ids);
  const lines = input.items.map((line, sort) => {
    const item = items.get(line.itemId);
    if (!item) throw badRequest('Cloud.errors.noSuchItem');
    const checked = checkParams(item.params as ItemParam[], line.params);
    if (!checked.ok) throw new ApiError('Cloud.errors.badParamOf', -1, 400, { item: itemName(item, locale), param: checked.key });
    return { itemId: line.itemId, samples: line.samples, params: checked.values as ParamValues, sort };
  });
  const ref = await reference(db, input.items);
  const values = {
    nameZh: input.nameZh || null,
    nameEn: input.nameEn || null,
    type: input.type,
    isPublic: input.isPublic,
    descriptionZh: input.descriptionZh || null,
    descriptionEn: input.descriptionEn || null,
    refPriceFen: ref.priceFen,
    refCycleDays: ref.cycleDays,
    updatedAt: new Date(),
  };
  const title = (input.nameZh || input.nameEn)!;
  const id = await db.transaction(async (tx) => {
    let bagId: number;
    if (input.id) {
      const [own] = await tx.select().from(cloudTestBags).where(eq(cloudTestBags.id, input.id)).for('update');
      if (!own || own.ownerId !== user.id) throw notFound('Cloud.errors.noSuchBag');
      await tx.update(cloudTestBags).set(values).where(eq(cloudTestBags.id, own.id));
      await tx.delete(cloudTestBagItems).where(eq(cloudTestBagItems.bagId, own.id));
      bagId = own.id;
    } else {
      const [created] = await tx.insert(cloudTestBags).values({ ...values, ownerId: user.id }).returning({ id: cloudTestBags.id });
      bagId = created.id;
    }
    await tx.insert(cloudTestBagItems).values(lines.map((l) => ({ ...l, bagId })));
    const state = (await reviewStates(tx, 'testBag', [bagId])).get(bagId);
    if (input.isPublic) {
      // First submission, resubmission after a failure, or an approved bag's edit back to review.
      await submitForReview(tx, { kind: 'testBag', id: bagId, userId: user.id, title });
    } else if (state === 'submitted' || state === 'underReview') {
      await withdrawReview(tx, { kind: 'testBag', id: bagId, userId: user.id });
    }
    return bagId;
  });
  return getBag(db, id, user, locale);
}

export async function deleteBag(db: Db, user: SessionUser, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const [own] = await tx.select().from(cloudTestBags).where(eq(cloudTestBags.id, id)).for('update');
    if (!own || own.ownerId !== user.id) throw notFound('Cloud.errors.noSuchBag');
    await removeReview(tx, { kind: 'testBag', id });
    await tx.delete(cloudTestBags).where(eq(cloudTestBags.id, id));
  });
  return null;
}
