import 'server-only';
import crypto from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '@/lib/server/db/client';
import { paySandboxTrades } from '@/lib/server/db/schema';

export type SandboxTrade = typeof paySandboxTrades.$inferSelect;
export type SandboxChannel = SandboxTrade['channel'];
export type SandboxState = SandboxTrade['state'];

/** The state a payer or the merchant sees: an unpaid trade past its expiry is closed. */
export function effectiveState(trade: SandboxTrade, now = Date.now()): SandboxState {
  if ((trade.state === 'waiting' || trade.state === 'abandoned' || trade.state === 'failed') && trade.expiresAt.getTime() <= now) return 'closed';
  return trade.state;
}

/** 28 digits, the shape of WeChat's transaction_id and Alipay's trade_no, with a date prefix. */
export function newTransactionId(now = new Date()): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  let digits = '';
  for (const b of crypto.randomBytes(20)) digits += String(b % 10);
  return `${date}${digits}`;
}

export interface NewTrade {
  channel: SandboxChannel;
  merchantId: string;
  appId: string;
  outTradeNo: string;
  description: string;
  amountFen: number;
  notifyUrl: string;
  returnUrl?: string | null;
  expiresAt: Date;
}

/**
 * Records a prepay, or finds the one already recorded for the same order number (a merchant
 * asking twice gets the same trade). `created` is false for an existing trade; the caller compares
 * its amount and description, as the providers refuse a repeated order number with other contents.
 */
export async function recordTrade(db: DbExecutor, trade: NewTrade): Promise<{ trade: SandboxTrade; created: boolean }> {
  const [row] = await db
    .insert(paySandboxTrades)
    .values({ ...trade, id: crypto.randomBytes(12).toString('base64url'), transactionId: newTransactionId() })
    .onConflictDoNothing({ target: [paySandboxTrades.channel, paySandboxTrades.merchantId, paySandboxTrades.outTradeNo] })
    .returning();
  if (row) return { trade: row, created: true };
  const existing = await findTrade(db, trade.channel, trade.merchantId, trade.outTradeNo);
  if (!existing) throw new Error('pay sandbox: a trade conflicted and then vanished');
  return { trade: existing, created: false };
}

export async function findTrade(db: DbExecutor, channel: SandboxChannel, merchantId: string, outTradeNo: string): Promise<SandboxTrade | undefined> {
  const [row] = await db
    .select()
    .from(paySandboxTrades)
    .where(and(eq(paySandboxTrades.channel, channel), eq(paySandboxTrades.merchantId, merchantId), eq(paySandboxTrades.outTradeNo, outTradeNo)));
  return row;
}

export async function getTrade(db: DbExecutor, channel: SandboxChannel, id: string): Promise<SandboxTrade | undefined> {
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(id)) return undefined;
  const [row] = await db.select().from(paySandboxTrades).where(and(eq(paySandboxTrades.id, id), eq(paySandboxTrades.channel, channel)));
  return row;
}

/**
 * Moves a trade from one of `from` to `to` in one conditional UPDATE, so two app instances (or two
 * clicks) cannot both pay it; unpaid states move only before the expiry. Undefined when the trade
 * was not in such a state.
 */
export async function moveTrade(db: DbExecutor, id: string, from: SandboxState[], to: SandboxState): Promise<SandboxTrade | undefined> {
  const now = new Date();
  const [row] = await db
    .update(paySandboxTrades)
    .set({ state: to, updatedAt: now, ...(to === 'paid' ? { paidAt: now } : {}) })
    .where(and(eq(paySandboxTrades.id, id), inArray(paySandboxTrades.state, from), to === 'closed' ? undefined : gt(paySandboxTrades.expiresAt, now)))
    .returning();
  return row;
}

export async function recordDelivery(db: DbExecutor, id: string, status: number): Promise<void> {
  await db
    .update(paySandboxTrades)
    .set({ notifyAttempts: sql`${paySandboxTrades.notifyAttempts} + 1`, notifyStatus: status, notifiedAt: new Date() })
    .where(eq(paySandboxTrades.id, id));
}
