import 'server-only';
import { eq } from 'drizzle-orm';
import type { VipStatus } from '@/lib/payments/contract';
import { addMonths, renewedUntil, vipState, WELCOME_PACKAGE_MONTHS } from '@/lib/payments/vip';
import type { DbExecutor } from '@/lib/server/db/client';
import { orderLines, vipEntitlements } from '@/lib/server/db/schema';
import type { Fulfilment } from './fulfilment';

/**
 * The VIP data privilege of a user (spec sections 4 and 9): one row per user with its deadline.
 * Written only inside the transaction that paid for it (applyPayment) or that registered the user
 * (the welcome package), with the row locked, so two renewals at once both count.
 */

export async function getVipStatus(db: DbExecutor, userId: number, now = new Date()): Promise<VipStatus> {
  const [row] = await db.select().from(vipEntitlements).where(eq(vipEntitlements.userId, userId));
  if (!row) return { state: 'none', validUntil: null, welcomePackage: false };
  const state = vipState(row.validUntil, now);
  return {
    state,
    validUntil: row.validUntil.toISOString(),
    welcomePackage: state === 'active' && !!row.welcomeUntil && row.welcomeUntil.getTime() === row.validUntil.getTime(),
  };
}

/** Whether the user's VIP data privilege is valid now (what the material data's VIP level checks). */
export async function hasActiveVip(db: DbExecutor, userId: number, now = new Date()): Promise<boolean> {
  return (await getVipStatus(db, userId, now)).state === 'active';
}

/**
 * Extends the deadline by `months` from the current deadline while it is in the future, else from
 * now (lib/payments/vip.ts). Call inside the paying transaction. Returns the new deadline.
 */
export async function extendVip(tx: DbExecutor, userId: number, months: number, now = new Date()): Promise<Date> {
  await tx.insert(vipEntitlements).values({ userId, validUntil: now }).onConflictDoNothing();
  const [row] = await tx.select().from(vipEntitlements).where(eq(vipEntitlements.userId, userId)).for('update');
  const validUntil = renewedUntil(row.validUntil, now, months);
  await tx.update(vipEntitlements).set({ validUntil, welcomeUntil: null, updatedAt: now }).where(eq(vipEntitlements.userId, userId));
  return validUntil;
}

/**
 * The 1-month free data package of newly registered users (spec section 9): granted once, in the
 * registration's transaction; a user who already has a VIP row gets nothing more.
 */
export async function grantWelcomePackage(tx: DbExecutor, userId: number, now = new Date()): Promise<boolean> {
  const validUntil = addMonths(now, WELCOME_PACKAGE_MONTHS);
  const inserted = await tx
    .insert(vipEntitlements)
    .values({ userId, validUntil, welcomeGrantedAt: now, welcomeUntil: validUntil, updatedAt: now })
    .onConflictDoNothing()
    .returning({ userId: vipEntitlements.userId });
  return inserted.length > 0;
}

/**
 * VIP orders (spec section 9): a paid order extends the buyer's deadline by the months of its VIP
 * lines, in the paying transaction. Cancelled and expired VIP orders change nothing.
 */
export const vipFulfilment: Fulfilment = {
  async onPaid(tx, order, at) {
    const lines = await tx.select({ itemType: orderLines.itemType, months: orderLines.months, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, order.id));
    const months = lines.filter((l) => l.itemType === 'vip' && l.months).reduce((sum, l) => sum + l.months! * l.quantity, 0);
    if (months > 0) await extendVip(tx, order.userId, months, at);
  },
};
