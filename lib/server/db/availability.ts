import 'server-only';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

/** Network errors of a database connection that cannot be opened or was lost (Node's codes). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * SQLSTATEs of a server that is going away or not there yet: class 08 (connection exception), 57P01–57P03
 * (administrator / crash shutdown, cannot connect now: a restart), 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/**
 * What node-postgres says when it loses or cannot get a connection (it gives no code): "Connection terminated
 * unexpectedly" (the server ended a connection in use: a restart), "… due to connection timeout", a query sent
 * on a connection that already failed or ended.
 */
const DRIVER_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Connection refused/i;

/**
 * Is this error the database being unreachable (down, restarting, out of connections) rather than a bug or
 * bad input? The dispatcher then answers 503 with Retry-After instead of 500 (docs/DEPLOYMENT.md, "Health
 * and readiness"), so a balancer or a client may retry. Walks drizzle's `cause` chain.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, i = 0; e && typeof e === 'object' && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    // An AggregateError (a refused connection to both ::1 and 127.0.0.1) carries the codes in `errors`.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/** Seconds a caller is asked to wait (Retry-After) while the database is unreachable: a restart takes a few. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** How long readiness waits for the database before calling it unreachable (never a hang). */
export const READY_TIMEOUT_MS = 2000;

/**
 * Readiness (docs/DEPLOYMENT.md): the database opens (migrated and seeded) and answers `select 1` within
 * READY_TIMEOUT_MS. Returns the reason when it does not.
 */
export async function checkDatabase(database: () => Promise<DatabaseHandle>, timeoutMs = READY_TIMEOUT_MS): Promise<{ ok: true; kind: string } | { ok: false; reason: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const handle = await Promise.race([database(), timeout]);
    await Promise.race([handle.db.execute(sql`select 1`), timeout]);
    return { ok: true, kind: handle.kind };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
