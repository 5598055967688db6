import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads one data file of `seed-data/` (relative to the working directory, as `reference-data/` is):
 * the rows a seed step writes, kept as data rather than code (seed-data/README.md). The caller
 * names the rows' type; the endpoint tests of each domain and tests/api/seed-data.test.ts check
 * what the step writes from them.
 */
export function readSeedData<T>(file: string, root = path.join(/*turbopackIgnore: true*/ process.cwd(), 'seed-data')): T {
  return JSON.parse(fs.readFileSync(/*turbopackIgnore: true*/ path.join(root, file), 'utf8')) as T;
}
