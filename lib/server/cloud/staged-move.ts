import 'server-only';
import { ApiError } from '@/lib/server/api/errors';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import type { SessionUser } from '@/lib/session/permissions';

/** A refusal of a staged move: 409 (the wrong moment) unless told otherwise. */
export function refuse(reason: string, status = 409): never {
  throw new ApiError(reason, -1, status);
}

type Decision<S> = { ok: true; to: S } | { ok: false; reason: string };

/** A stage table's answer (lib/cloud/order-stages.ts, lib/cloud/appointment-stages.ts): 403 for the wrong party, 409 for the wrong moment. */
export function decided<S>(d: Decision<S>, notYourRole: string): S {
  if (!d.ok) refuse(d.reason, d.reason === notYourRole ? 403 : 409);
  return d.to;
}

/** What one kind of staged record (a cloud order, an equipment appointment) gives the shared move. */
export interface StagedKind<R extends { id: number }, A extends string, P extends string, S extends string, C> {
  /** Reads the record locked for update and the caller's party from the database (404 / 403 when not theirs). */
  lock(tx: DbExecutor, user: SessionUser, key: string): Promise<{ row: R; party: P }>;
  /** The record's current state. */
  stateOf(row: R): string;
  /** The stage table. */
  decide(from: S, action: A, party: P): Decision<S>;
  /** The stage table's reason for the wrong party (answered 403). */
  notYourRole: string;
  /** Writes the new state with the step's changes; returns the changes as written. */
  write(tx: DbExecutor, row: R, to: S, changes: C | undefined, now: Date): Promise<Partial<R>>;
  /** The timeline row and the other side's messages. */
  record(tx: DbExecutor, row: R, move: { action: A; party: P; actorUserId: number; from: S; to: S; note: string | null; at: Date }): Promise<void>;
}

/** What a step returns: its own changes, the timeline note, and work to do once the state is written. */
export type StepResult<C> = { changes?: C; note?: string | null; after?: (tx: DbExecutor) => Promise<void> } | void;

/**
 * One move of a staged record in one transaction: `prelock` first (the payment order: the payment
 * core locks it first too, so the two never wait on each other crosswise), the record locked, the
 * caller's party read from the database, the stage table asked (403 wrong party, 409 wrong moment),
 * the step's own checks and changes, the state written, `after`, then the timeline row and the
 * other side's message.
 */
export async function moveStaged<R extends { id: number }, A extends string, P extends string, S extends string, C>(
  db: Db,
  kind: StagedKind<R, A, P, S, C>,
  user: SessionUser,
  key: string,
  action: A,
  now: Date,
  step: (tx: DbExecutor, row: R, party: P, to: S) => Promise<StepResult<C>>,
  prelock?: (tx: DbExecutor) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await prelock?.(tx);
    const { row, party } = await kind.lock(tx, user, key);
    const from = kind.stateOf(row) as S;
    const to = decided(kind.decide(from, action, party), kind.notYourRole);
    const done = (await step(tx, row, party, to)) ?? {};
    const written = await kind.write(tx, row, to, done.changes, now);
    await done.after?.(tx);
    await kind.record(tx, { ...row, ...written }, { action, party, actorUserId: user.id, from, to, note: done.note ?? null, at: now });
  });
}
