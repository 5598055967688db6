/**
 * A direct database edit for the browser tamper test (e2e/research-data-tamper.spec.ts, issue 16
 * acceptance: "after a direct database edit of one value the verification fails and the page says
 * so"). Opens a stopped server's PGlite DATA_DIR with drizzle and changes the first composition value
 * of one R&D data record in place: no endpoint, no new version, no signature.
 *
 *   node --conditions=react-server --import tsx scripts/tamper-research-data.ts <DATA_DIR> <record id> <new value>
 *
 * Prints the value before and after. Only for a server that is stopped (PGlite takes no lock).
 */
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { researchData } from '@/lib/server/db/schema';

const [dataDir, idText, value] = process.argv.slice(2);
const id = Number(idText);
if (!dataDir || !Number.isInteger(id) || id <= 0 || !Number.isFinite(Number(value))) {
  console.error('usage: node --conditions=react-server --import tsx scripts/tamper-research-data.ts <DATA_DIR> <record id> <new value>');
  process.exit(2);
}

const handle = await openDatabase({ dataDir: path.join(path.resolve(dataDir), 'pglite') });
try {
  const [before] = await handle.db.select({ composition: researchData.composition }).from(researchData).where(eq(researchData.id, id));
  if (!before) throw new Error(`no R&D data record ${id}`);
  const [after] = await handle.db
    .update(researchData)
    .set({ composition: sql`jsonb_set(${researchData.composition}, '{0,value}', ${String(Number(value))}::jsonb)` })
    .where(eq(researchData.id, id))
    .returning({ composition: researchData.composition });
  console.log(JSON.stringify({ id, before: before.composition, after: after.composition }));
} finally {
  await handle.close();
}
