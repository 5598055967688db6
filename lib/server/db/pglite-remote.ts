import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** What drizzle's PGlite driver calls on its client (drizzle-orm/pglite/session.js). */
export interface RemoteQueryOptions {
  rowMode?: 'object' | 'array';
  parsers?: Record<number, (value: string) => unknown>;
}
export interface RemoteResults {
  rows: unknown[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}
interface RemoteClient {
  query(sql: string, params?: unknown[], options?: RemoteQueryOptions): Promise<RemoteResults>;
  exec(sql: string): Promise<RemoteResults[]>;
}
export interface RemotePGlite extends RemoteClient {
  transaction<T>(callback: (tx: RemoteClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> & { message: string } };

export const PGLITE_WORKER_FILE = path.join(process.cwd(), 'lib/server/db/pglite-worker.mjs');

/** The worker's error as an Error with the database fields (code = SQLSTATE, constraint…) the callers read. */
function toError(wire: Record<string, unknown> & { message: string }): Error {
  const { message, name, ...fields } = wire;
  const error = Object.assign(new Error(message), fields);
  if (typeof name === 'string') error.name = name;
  return error;
}

/**
 * PGlite in a worker thread (lib/server/db/pglite-worker.mjs), with the interface drizzle's PGlite driver
 * uses. Statements are planned and executed off the thread that renders pages; they still run one at a
 * time, in order, as on one PGlite. A transaction holds the database until its callback settles, as
 * PGlite's own `transaction` does; statements outside it wait (never call the outer client inside one).
 */
export async function openRemotePGlite(dataDir: string | undefined): Promise<RemotePGlite> {
  const worker = new Worker(PGLITE_WORKER_FILE, { workerData: { dataDir } });
  // Idle, the worker must not keep a finished script alive; pending calls keep it referenced.
  let pending = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;

  await new Promise<void>((resolve, reject) => {
    const onReady = (message: { ready?: boolean }) => {
      if (!message.ready) return;
      worker.off('message', onReady);
      worker.off('error', reject);
      resolve();
    };
    worker.on('message', onReady);
    worker.once('error', reject);
  });
  worker.unref();
  worker.on('message', (reply: Reply) => {
    const call = waiting.get(reply.id);
    if (!call) return;
    waiting.delete(reply.id);
    if (--pending === 0) worker.unref();
    if (reply.ok) call.resolve(reply.result);
    else call.reject(toError(reply.error));
  });
  const failAll = (error: Error) => {
    failure = error;
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`PGlite worker stopped (exit code ${code})`)));

  function send<T>(message: Record<string, unknown>): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (pending++ === 0) worker.ref();
      worker.postMessage({ ...message, id });
    });
  }

  const client = (tx?: number): RemoteClient => ({
    query: (sql, params, options) =>
      send<RemoteResults>({
        op: 'query',
        tx,
        sql,
        params: params ?? [],
        // Functions do not cross threads: drizzle's parsers are identities for the listed type ids.
        options: options && { rowMode: options.rowMode, parsers: options.parsers ? Object.keys(options.parsers).map(Number) : undefined },
      }),
    exec: (sql) => send<RemoteResults[]>({ op: 'exec', tx, sql }),
  });

  return {
    ...client(),
    async transaction<T>(callback: (tx: RemoteClient) => Promise<T>): Promise<T> {
      const id = nextId; // the 'begin' message's id names the transaction
      await send({ op: 'begin' });
      let result: T;
      try {
        result = await callback(client(id));
      } catch (error) {
        await send({ op: 'end', tx: id, commit: false });
        throw error;
      }
      await send({ op: 'end', tx: id, commit: true });
      return result;
    },
    async close() {
      if (!failure) await send({ op: 'close' });
      await worker.terminate();
    },
  };
}
