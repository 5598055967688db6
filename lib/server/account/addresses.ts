import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Address, AddressInput } from '@/lib/account/contract';
import { conflict, notFound } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { addresses } from '@/lib/server/db/schema';

export const MAX_ADDRESSES = 20;

const publicColumns = {
  id: addresses.id,
  consignee: addresses.consignee,
  mobile: addresses.mobile,
  email: addresses.email,
  province: addresses.province,
  city: addresses.city,
  county: addresses.county,
  detail: addresses.detail,
  isDefault: addresses.isDefault,
  updatedAt: addresses.updatedAt,
};

/** The answer's shape: the timestamp as ISO 8601 (what JSON makes of it anyway). */
function toAddress(row: Omit<Address, 'updatedAt'> & { updatedAt: Date }): Address {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

/** The caller's addresses, the default first. */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db.select(publicColumns).from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), asc(addresses.id));
  return rows.map(toAddress);
}

async function clearDefault(db: Db, userId: number) {
  await db.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

/** Creates or updates an address of the caller; an id of someone else's address is "no corresponding id". */
export async function saveAddress(db: Db, userId: number, input: AddressInput): Promise<Address> {
  const values = {
    consignee: input.consignee,
    mobile: input.mobile,
    email: input.email || null,
    province: input.province,
    city: input.city,
    county: input.county,
    detail: input.detail,
  };
  const saved = await db.transaction(async (tx) => {
    if (input.id) {
      const [own] = await tx.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.id, input.id), eq(addresses.userId, userId)));
      if (!own) throw notFound('Errors.noCorrespondingId');
    } else {
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.userId, userId));
      if (n >= MAX_ADDRESSES) throw conflict('Account.addressLimit', { max: MAX_ADDRESSES });
    }
    const [{ n: count }] = await tx.select({ n: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.userId, userId));
    // The first address is the default one.
    const isDefault = input.isDefault || (!input.id && count === 0);
    if (isDefault) await clearDefault(tx as unknown as Db, userId);
    if (input.id) {
      const [row] = await tx
        .update(addresses)
        .set({ ...values, ...(isDefault ? { isDefault: true } : {}), updatedAt: new Date() })
        .where(and(eq(addresses.id, input.id), eq(addresses.userId, userId)))
        .returning(publicColumns);
      return row;
    }
    const [row] = await tx.insert(addresses).values({ ...values, userId, isDefault }).returning(publicColumns);
    return row;
  });
  return toAddress(saved);
}

export async function setDefaultAddress(db: Db, userId: number, id: number) {
  await db.transaction(async (tx) => {
    const [own] = await tx.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!own) throw notFound('Errors.noCorrespondingId');
    await clearDefault(tx as unknown as Db, userId);
    await tx.update(addresses).set({ isDefault: true, updatedAt: new Date() }).where(eq(addresses.id, id));
  });
}

/** Deletes one of the caller's addresses; when it was the default the oldest remaining one takes over. */
export async function deleteAddress(db: Db, userId: number, id: number) {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!gone) throw notFound('Errors.noCorrespondingId');
    if (gone.isDefault) {
      const [next] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)).limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
  });
}
