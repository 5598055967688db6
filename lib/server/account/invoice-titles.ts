import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { InvoiceTitle, InvoiceTitleInput, InvoiceTitleType } from '@/lib/account/contract';
import { conflict, notFound } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { invoiceTitles } from '@/lib/server/db/schema';

export const MAX_INVOICE_TITLES = 20;

const columns = {
  id: invoiceTitles.id,
  titleType: invoiceTitles.titleType,
  title: invoiceTitles.title,
  taxNumber: invoiceTitles.taxNumber,
  address: invoiceTitles.address,
  telephone: invoiceTitles.telephone,
  bankAccount: invoiceTitles.bankAccount,
  bankName: invoiceTitles.bankName,
  email: invoiceTitles.email,
  isDefault: invoiceTitles.isDefault,
};

/** The stored title type is one of the contract's (the column is plain text). */
function toInvoiceTitle(row: Omit<InvoiceTitle, 'titleType'> & { titleType: string }): InvoiceTitle {
  return { ...row, titleType: row.titleType as InvoiceTitleType };
}

/** The caller's invoice titles, the default first (also used by order screens). */
export async function listInvoiceTitles(db: Db, userId: number): Promise<InvoiceTitle[]> {
  const rows = await db.select(columns).from(invoiceTitles).where(eq(invoiceTitles.userId, userId)).orderBy(desc(invoiceTitles.isDefault), asc(invoiceTitles.id));
  return rows.map(toInvoiceTitle);
}

/** Personal titles keep only a name (and email); enterprise titles keep the tax and bank details. */
export async function saveInvoiceTitle(db: Db, userId: number, input: InvoiceTitleInput): Promise<InvoiceTitle> {
  const enterprise = input.titleType === 'enterprise';
  const values = {
    titleType: input.titleType,
    title: input.title,
    taxNumber: enterprise ? input.taxNumber || null : null,
    address: enterprise ? input.address || null : null,
    telephone: enterprise ? input.telephone || null : null,
    bankAccount: enterprise ? input.bankAccount || null : null,
    bankName: enterprise ? input.bankName || null : null,
    email: input.email || null,
  };
  const saved = await db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(invoiceTitles).where(eq(invoiceTitles.userId, userId));
    if (input.id) {
      const [own] = await tx.select({ id: invoiceTitles.id }).from(invoiceTitles).where(and(eq(invoiceTitles.id, input.id), eq(invoiceTitles.userId, userId)));
      if (!own) throw notFound('Errors.noCorrespondingId');
    } else if (n >= MAX_INVOICE_TITLES) {
      throw conflict('Account.invoiceLimit', { max: MAX_INVOICE_TITLES });
    }
    const isDefault = input.isDefault || (!input.id && n === 0);
    if (isDefault) await tx.update(invoiceTitles).set({ isDefault: false }).where(eq(invoiceTitles.userId, userId));
    if (input.id) {
      const [row] = await tx
        .update(invoiceTitles)
        .set({ ...values, ...(isDefault ? { isDefault: true } : {}), updatedAt: new Date() })
        .where(and(eq(invoiceTitles.id, input.id), eq(invoiceTitles.userId, userId)))
        .returning(columns);
      return row;
    }
    const [row] = await tx.insert(invoiceTitles).values({ ...values, userId, isDefault }).returning(columns);
    return row;
  });
  return toInvoiceTitle(saved);
}

export async function setDefaultInvoiceTitle(db: Db, userId: number, id: number) {
  await db.transaction(async (tx) => {
    const [own] = await tx.select({ id: invoiceTitles.id }).from(invoiceTitles).where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId)));
    if (!own) throw notFound('Errors.noCorrespondingId');
    await tx.update(invoiceTitles).set({ isDefault: false }).where(eq(invoiceTitles.userId, userId));
    await tx.update(invoiceTitles).set({ isDefault: true, updatedAt: new Date() }).where(eq(invoiceTitles.id, id));
  });
}

export async function deleteInvoiceTitle(db: Db, userId: number, id: number) {
  const gone = await db
    .delete(invoiceTitles)
    .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId)))
    .returning({ id: invoiceTitles.id });
  if (!gone.length) throw notFound('Errors.noCorrespondingId');
}
