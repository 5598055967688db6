// PGlite in a worker thread (issue 10): the embedded database runs its WebAssembly PostgreSQL here, so
// planning and executing a statement no longer holds the thread that renders pages and answers
// requests. The main thread talks to it through lib/server/db/pglite-remote.ts (the part of PGlite's
// interface drizzle uses: query, exec, transaction, close). Plain JavaScript, loaded by Node as it is.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const identity = (value) => value;
/** Error fields the callers read (SQLSTATE and friends); structured clone keeps only message and stack. */
const ERROR_FIELDS = ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position', 'where', 'routine', 'dataType'];

function serialiseError(error) {
  const out = { name: error?.name ?? 'Error', message: String(error?.message ?? error) };
  for (const key of ERROR_FIELDS) if (error && error[key] !== undefined) out[key] = error[key];
  return out;
}

/** Query options without functions: the parsers drizzle passes are identities for the listed type ids. */
function options(wire) {
  if (!wire) return undefined;
  const out = {};
  if (wire.rowMode) out.rowMode = wire.rowMode;
  if (wire.parsers) out.parsers = Object.fromEntries(wire.parsers.map((oid) => [oid, identity]));
  return out;
}

const db = await PGlite.create(workerData.dataDir, { extensions: { pg_trgm } });
/** Open transactions: id → { tx, finish(commit: boolean) }. */
const transactions = new Map();

async function handle(message) {
  const target = message.tx ? transactions.get(message.tx)?.tx : db;
  if (!target) throw new Error('unknown transaction');
  switch (message.op) {
    case 'query':
      return target.query(message.sql, message.params, options(message.options));
    case 'exec':
      return target.exec(message.sql);
    case 'begin': {
      // PGlite keeps the transaction open while its callback's promise is pending; 'end' settles it.
      const entry = { tx: null, finish: null, done: null };
      return new Promise((started, failed) => {
        entry.done = db.transaction(
          (tx) =>
            new Promise((commit, rollback) => {
              entry.tx = tx;
              entry.finish = (ok) => (ok ? commit() : rollback(new Error('rollback')));
              transactions.set(message.id, entry);
              started(null);
            }),
        );
        entry.done.catch(failed).finally(() => transactions.delete(message.id));
      });
    }
    case 'end': {
      const entry = transactions.get(message.tx);
      if (!entry) throw new Error('unknown transaction');
      const done = entry.done;
      entry.finish(message.commit);
      try {
        await done;
      } catch (error) {
        if (message.commit) throw error;
      }
      return null;
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, ok: true, result }),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: serialiseError(error) }),
  );
});
parentPort.postMessage({ ready: true });
