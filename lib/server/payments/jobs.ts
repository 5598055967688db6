import 'server-only';
import os from 'node:os';
import { and, asc, eq, isNotNull, lte, lt } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { jobClaims, orders } from '@/lib/server/db/schema';
import { logger } from '@/lib/server/log';
import { applyPayment } from './apply-payment';
import { closeAtProvider } from './cancel-order';
import { purgeIdempotencyKeys } from './idempotency';
import type { PaymentProviders } from './provider';
import type { Services } from '@/lib/server/ports';
import type { ProviderTradeState } from './provider';
import { lockOrder, transitionOrder } from './transitions';

/**
 * The payment timers (issue 12, item 3): cancel unpaid orders after ORDER_TIMEOUT_MINUTES and
 * reconcile waiting orders with their provider (notifications can be lost). Several app instances may
 * share one database: each tick is claimed in job_claims with FOR UPDATE SKIP LOCKED, and each order is
 * handled under its own row lock (also SKIP LOCKED), so every order is cancelled or reconciled once.
 * Works the same on PGlite (one connection) and PostgreSQL.
 */

const INSTANCE = `${os.hostname()}:${process.pid}`;
/** How many orders one tick handles at most (the next tick takes the rest). */
export const BATCH = 100;

export interface JobDef {
  name: string;
  intervalMs: number;
  run: (db: Db, providers: PaymentProviders, now: Date) => Promise<string>;
}

/**
 * Claims the job's tick when it is due: locks its row (skipping it when another instance holds it),
 * moves next_run_at on and commits, then runs the job. Answers null when the tick was not ours.
 */
export async function runJobTick(db: Db, providers: PaymentProviders, job: JobDef, now: Date): Promise<string | null> {
  await db.insert(jobClaims).values({ name: job.name, nextRunAt: now }).onConflictDoNothing();
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ name: jobClaims.name })
      .from(jobClaims)
      .where(and(eq(jobClaims.name, job.name), lte(jobClaims.nextRunAt, now)))
      .for('update', { skipLocked: true });
    if (!row) return false;
    await tx.update(jobClaims).set({ nextRunAt: new Date(now.getTime() + job.intervalMs), lastRunAt: now, lastRunBy: INSTANCE }).where(eq(jobClaims.name, job.name));
    return true;
  });
  if (!claimed) return null;
  const result = await job.run(db, providers, now);
  await db.update(jobClaims).set({ lastResult: result.slice(0, 500) }).where(eq(jobClaims.name, job.name));
  return result;
}

/** Cancels every waiting order whose deadline has passed (up to BATCH), each under its own row lock. */
export async function cancelExpiredOrders(db: Db, providers: PaymentProviders, now: Date): Promise<string> {
  let cancelled = 0;
  for (let i = 0; i < BATCH; i++) {
    const order = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'waiting'), lt(orders.expiresAt, now)))
        .orderBy(asc(orders.expiresAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const row = await lockOrder(tx, { id: due.id });
      if (!row || row.status !== 'waiting') return null;
      await transitionOrder(tx, row, 'cancelled', { actor: 'timer', reason: 'timeout', at: now });
      return row;
    });
    if (!order) break;
    cancelled += 1;
    await closeAtProvider(providers, order);
  }
  const purged = await purgeIdempotencyKeys(db, now);
  return `cancelled ${cancelled}, purged ${purged} idempotency keys`;
}

async function queryProvider(providers: PaymentProviders, channel: string, orderNo: string): Promise<ProviderTradeState> {
  const provider = channel === 'wechat' ? providers.wechat() : channel === 'alipay' ? providers.alipay() : undefined;
  if (provider) return provider.queryOrder(orderNo);
  return { state: 'unknown' };
}

/** Orders younger than this are left to their notification. */
export const RECONCILE_AFTER_MS = 60_000;

/**
 * Asks the provider about waiting orders offered through it (oldest first, up to BATCH) and applies
 * the payments it reports, exactly as a notification would (applyPayment is idempotent).
 */
export async function reconcileWaitingOrders(db: Db, providers: PaymentProviders, now: Date): Promise<string> {
  const waiting = await db
    .select({ orderNo: orders.orderNo, channel: orders.channel })
    .from(orders)
    .where(and(eq(orders.status, 'waiting'), isNotNull(orders.channel), lt(orders.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS))))
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  let applied = 0;
  for (const o of waiting) {
    if (o.channel !== 'wechat' && o.channel !== 'alipay') continue;
    try {
      const state = await queryProvider(providers, o.channel, o.orderNo);
      if (state.state !== 'paid') continue;
      if (state.payment.outTradeNo !== o.orderNo || state.payment.channel !== o.channel) {
        logger.write('warn', 'payment_reconcile_mismatch', { orderNo: o.orderNo, channel: o.channel });
        continue;
      }
      if ((await applyPayment(db, state.payment, 'reconcile', now)) === 'applied') applied += 1;
    } catch (error) {
      logger.write('warn', 'payment_reconcile_failed', { orderNo: o.orderNo, channel: o.channel, error: (error as Error).message });
    }
  }
  return `checked ${waiting.length}, applied ${applied}`;
}

export const PAYMENT_JOBS: JobDef[] = [
  { name: 'orders.cancelExpired', intervalMs: 30_000, run: cancelExpiredOrders },
  { name: 'orders.reconcile', intervalMs: 60_000, run: reconcileWaitingOrders },
];

/**
 * Starts the timers in this process (lib/server/startup.ts; never in tests: they call the ticks),
 * with the process's services: its database, providers and clock (a TEST_CLOCK server's moved time
 * expires orders too). Every 15 s each job is offered; only the instance that claims a due tick runs it.
 */
export function startPaymentJobs(services: Services, everyMs = 15_000): void {
  const state = services.memory.slot('payments.jobs', () => ({ started: false }));
  if (state.started) return;
  state.started = true;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      try {
        const db = await services.db();
        for (const job of PAYMENT_JOBS) {
          const result = await runJobTick(db, services.payments, job, services.clock.now());
          if (result && !/^cancelled 0, purged 0|^checked 0/.test(result)) logger.write('info', 'payment_job', { job: job.name, result });
        }
      } catch (error) {
        logger.write('error', 'payment_job_failed', { error: (error as Error).message });
      } finally {
        running = false;
      }
    })();
  }, everyMs);
  timer.unref();
}
