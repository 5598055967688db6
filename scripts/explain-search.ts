/**
 * npm run explain:search — prints EXPLAIN ANALYZE of every statement one uncached search runs
 * (range search and keyword search, as lib/server/materials/search.ts builds them), against the
 * configured database (DATA_DIR's PGlite, or DATABASE_URL), then times 50 runs of each.
 */
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { getEnv } from '@/lib/env';
import { openDatabase, type Db } from '@/lib/server/db/client';
import { searchMaterials } from '@/lib/server/materials/search';
import { clearSearchCache } from '@/lib/server/materials/search-cache';
import { materialSearchSchema } from '@/lib/materials/contract';

type Case = { keyword?: string; properties?: { key: string; min: number; max: number }[]; elements?: { key: string; min: number }[] };

const CASES: Record<string, Case> = {
  range: { properties: [{ key: 'tensileStrength', min: 512, max: 812 }], elements: [{ key: 'Cr', min: 0.3 }] },
  keyword: { keyword: 'Q355' },
  'keyword (words)': { keyword: 'stainless steel' },
};

function explaining(db: Db): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return async (query: SQL) => {
        const plan = await target.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
        console.log((plan.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n'), '\n');
        return target.execute(query);
      };
    },
  });
}

async function main() {
  const env = getEnv();
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: path.join(path.resolve(env.DATA_DIR), 'pglite') });
  try {
    for (const [name, raw] of Object.entries(CASES)) {
      const input = materialSearchSchema.parse(raw);
      console.log(`=== ${name}: ${JSON.stringify(raw)}`);
      const result = await searchMaterials(explaining(handle.db), 'steel', input, 'zh');
      console.log(`total ${result.total}, page rows ${result.list.length}`);
      const times: number[] = [];
      for (let i = 0; i < 50; i++) {
        clearSearchCache(handle.db);
        const started = performance.now();
        // A new range each run, as the bench's uncached target does.
        const properties = raw.properties?.map((p) => ({ ...p, min: p.min - 25 + i }));
        await searchMaterials(handle.db, 'steel', materialSearchSchema.parse({ ...raw, ...(properties ? { properties } : {}) }), 'zh');
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(`${name}: median ${times[25].toFixed(1)} ms, max ${times[49].toFixed(1)} ms over 50 uncached runs\n`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
