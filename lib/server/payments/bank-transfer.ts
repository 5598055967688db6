import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import type { BankTransferDetails, OrderStatus } from '@/lib/payments/contract';
import { BANK_TRANSFER_HOLD_DAYS, transferCodeOf } from '@/lib/payments/transfer';
import { conflict, notFound } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import type { SeedStep } from '@/lib/server/ports/seed';
import { readSeedData } from '@/lib/server/db/seed-data';
import { bankAccounts, orders } from '@/lib/server/db/schema';
import { assertPayable } from './fulfilment';
import { lockOrder } from './transitions';
import { actsAsBuyer } from './buyer';
import { addDays } from '@/lib/time';

/**
 * Paying by bank transfer (docs/PAYMENTS.md, "Bank transfer"): the buyer chooses it for a waiting
 * order of their own and is shown the receiving account (from `bank_accounts`) and the reference to
 * quote; the order's channel becomes `offline`, the only channel on which customer service may
 * confirm a transfer (confirmOfflinePayment). A transfer takes days, so the order is held for
 * BANK_TRANSFER_HOLD_DAYS from the choice when its deadline is sooner.
 */

type AccountRow = typeof bankAccounts.$inferSelect;

async function activeAccount(db: DbExecutor): Promise<AccountRow | null> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.active, true)).orderBy(asc(bankAccounts.demo), asc(bankAccounts.id)).limit(1);
  return row ?? null;
}

function detailsOf(order: typeof orders.$inferSelect, account: AccountRow | null, locale: Locale): BankTransferDetails {
  const en = locale === 'en';
  return {
    orderNo: order.orderNo,
    amountFen: order.amountFen,
    transferCode: transferCodeOf(order.orderNo),
    expiresAt: order.expiresAt.toISOString(),
    status: order.status as OrderStatus,
    account: account ? { accountName: en ? account.accountNameEn : account.accountNameZh, bankName: en ? account.bankNameEn : account.bankNameZh, accountNo: account.accountNo, demo: account.demo } : null,
  };
}

/** payment/chooseBankTransfer: the owner's waiting order is to be paid by bank transfer. */
export async function chooseBankTransfer(db: Db, userId: number, orderNo: string, locale: Locale, now = new Date()): Promise<BankTransferDetails> {
  const order = await db.transaction(async (tx) => {
    const row = await lockOrder(tx, { orderNo });
    if (!row || !(await actsAsBuyer(tx, row, userId))) throw notFound('Payments.orderNotFound');
    if (row.status !== 'waiting' || row.expiresAt.getTime() <= now.getTime()) throw conflict('Payments.notWaiting');
    await assertPayable(tx, row, now);
    // Held once, when the transfer is first chosen: opening the details again does not keep an order alive for ever.
    const held = row.channel === 'offline' ? row.expiresAt : new Date(Math.max(row.expiresAt.getTime(), addDays(now, BANK_TRANSFER_HOLD_DAYS).getTime()));
    const [updated] = await tx.update(orders).set({ channel: 'offline', expiresAt: held, updatedAt: now }).where(eq(orders.id, row.id)).returning();
    return updated;
  });
  return detailsOf(order, await activeAccount(db), locale);
}

/** payment/getBankTransfer: the account and the reference again, for an order already paid (or to be paid) by transfer. */
export async function getBankTransfer(db: Db, userId: number, orderNo: string, locale: Locale): Promise<BankTransferDetails> {
  const [order] = await db.select().from(orders).where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
  if (!order) throw notFound('Payments.orderNotFound');
  if (order.channel !== 'offline') throw conflict('Payments.notBankTransfer');
  return detailsOf(order, await activeAccount(db), locale);
}

interface SeedAccount {
  code: string;
  accountNameZh: string;
  accountNameEn: string;
  bankNameZh: string;
  bankNameEn: string;
  accountNo: string;
  demo: boolean;
}

/** The receiving account of a fresh database: a demo account, labelled as such (seed-data/payments/bank-accounts.json). */
export const bankAccountSeedStep: SeedStep = {
  name: 'payments-bank-account-v1',
  async run(db) {
    const rows = readSeedData<SeedAccount[]>('payments/bank-accounts.json');
    await db.insert(bankAccounts).values(rows).onConflictDoNothing();
    return `${rows.length} receiving account(s), ${rows.filter((r) => r.demo).length} demo`;
  },
};
