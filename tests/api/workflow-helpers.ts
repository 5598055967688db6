import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { users, type Role } from '@/lib/server/db/schema';
import { DEMO_PASSWORD } from '@/lib/server/auth/seed';
import { createSession } from '@/lib/server/auth/session';
import { callApi } from '../helpers/api';

/** A demo account's token, signed in through loginCustom/login. */
export async function signIn(loginName: string): Promise<string> {
  const res = await callApi('POST', 'loginCustom/login', { body: { userName: loginName, password: DEMO_PASSWORD } });
  return res.body.data.token as string;
}

export async function userIdOf(handle: DatabaseHandle, loginName: string): Promise<number> {
  const [row] = await handle.db.select({ id: users.id }).from(users).where(eq(users.loginName, loginName));
  return row.id;
}

let seq = 0;
/** One more account with a role (e.g. a second public administrator) and a session token for it. */
export async function extraUser(handle: DatabaseHandle, role: Role, companyId: number | null = null): Promise<{ id: number; token: string; userName: string }> {
  seq += 1;
  const userName = `extra_${role}_${process.pid}_${seq}`;
  const [row] = await handle.db.insert(users).values({ userName, loginName: userName, role, companyId, accountType: companyId ? 'company' : 'individual' }).returning({ id: users.id });
  const { token } = await createSession(handle.db, row.id);
  return { id: row.id, token, userName };
}

/**
 * The company administrator removes a member through `myData/removeUser` (issue 45 item 5); the member, signed out
 * everywhere by the removal, signs in again: the returned token is theirs as an individual.
 */
export async function removeFromCompany(handle: DatabaseHandle, adminToken: string, userId: number): Promise<string> {
  const res = await callApi('POST', 'myData/removeUser', { body: { userId }, token: adminToken });
  expect(res.body.code).toBe(0);
  return (await createSession(handle.db, userId)).token;
}
