import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { accountSeedStep } from '@/lib/server/account/seed';
import { authSeedStep } from '@/lib/server/auth/seed';
import { readLibraryFacts } from '@/lib/server/library/seed-facts';
import { cloudSeedStep } from '@/lib/server/cloud/seed';
import {
  cloudCases,
  cloudEquipment,
  cloudItems,
  cloudLaboratories,
  cloudOfferings,
  cloudProfiles,
  cloudQualifications,
  cloudTestBagItems,
  cloudTestBags,
  researchData,
  standardGrades,
  standardProperties,
  standards,
  standardSystems,
} from '@/lib/server/db/schema';
import { researchDataSeedStep } from '@/lib/server/research-data/seed';
import { standardsSeedStep } from '@/lib/server/standards/seed';
import { createTestDatabase } from '../helpers/db';

/**
 * The demo and catalogue rows the seed steps write, read from the data files under seed-data/
 * (issue 28): the same rows as when they were written as code. Each table's row count, its keys
 * and a digest of its content (ids, times, random file ids and signatures left out) were taken from
 * the seed before the move; a changed, lost or added row changes them.
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase({ seeds: [authSeedStep, accountSeedStep, cloudSeedStep, standardsSeedStep, researchDataSeedStep] });
}, 240_000);
afterAll(async () => {
  await handle?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A row's stable content: no serial id, time, foreign row id, random uuid or signature. */
function stable(row: Record<string, unknown>, leaveOut: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([k, v]) => k !== 'id' && !k.endsWith('Id') && !leaveOut.includes(k) && !(v instanceof Date) && !(typeof v === 'string' && UUID.test(v)))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
function digest(rows: Record<string, unknown>[], leaveOut: readonly string[] = []): string {
  const lines = rows.map((r) => JSON.stringify(stable(r, leaveOut))).sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
}

async function summary() {
  const db = handle.db;
  const tables = {
    cloudItems: await db.select().from(cloudItems),
    cloudLaboratories: await db.select().from(cloudLaboratories),
    cloudQualifications: await db.select().from(cloudQualifications),
    cloudEquipment: await db.select().from(cloudEquipment),
    cloudOfferings: await db.select().from(cloudOfferings),
    cloudCases: await db.select().from(cloudCases),
    cloudProfiles: await db.select().from(cloudProfiles),
    cloudTestBags: await db.select().from(cloudTestBags),
    cloudTestBagItems: await db.select().from(cloudTestBagItems),
    standardSystems: await db.select().from(standardSystems),
    standards: await db.select().from(standards),
    standardGrades: await db.select().from(standardGrades),
    standardProperties: await db.select().from(standardProperties),
    researchData: await db.select().from(researchData),
  } as Record<string, Record<string, unknown>[]>;
  // Versions, hashes and signatures of R&D data depend on the signing key and the time: left out.
  const leaveOut: Record<string, string[]> = { researchData: ['version', 'hash', 'signature', 'keyId', 'contentHash', 'versionHash'] };
  return Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, { rows: rows.length, digest: digest(rows, leaveOut[name]) }]));
}

describe('seed data files', () => {
  it('seeds the same rows as the seed written as code did', async () => {
    expect(await summary()).toEqual({
      cloudItems: { rows: 40, digest: '1f713f02ded5cd05' },
      cloudLaboratories: { rows: 10, digest: 'd34fb44dd413ef5c' },
      cloudQualifications: { rows: 13, digest: 'f956c6cb6b3cae65' },
      cloudEquipment: { rows: 43, digest: '9e893f295a11fe15' },
      cloudOfferings: { rows: 75, digest: 'ffce5e07841fdd3c' },
      cloudCases: { rows: 8, digest: '772751ec1e992547' },
      cloudProfiles: { rows: 6, digest: '7657e456292daf0d' },
      cloudTestBags: { rows: 4, digest: 'cefe4e4472760b52' },
      cloudTestBagItems: { rows: 17, digest: '68dfc4fdd986bd89' },
      standardSystems: { rows: 1, digest: 'c8db1909f1c9c72e' },
      standards: { rows: 1, digest: '0bf3c29b12f98d51' },
      standardGrades: { rows: 2, digest: '7b7375eca9cb3e8c' },
      standardProperties: { rows: 4, digest: '41c101caf76bf857' },
      researchData: { rows: 2, digest: '811d9058afb6d78c' },
    });
  });

  it('reads the library type tree, standard titles and issuers as they were written in code', () => {
    // The library step needs the whole material import; its facts are compared as read.
    const hash = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex').slice(0, 16);
    const { types, titles, issuers } = readLibraryFacts();
    expect([types.length, hash(types)]).toEqual([10, 'bf266a9ebaccecad']);
    expect([Object.keys(titles).length, hash(titles)]).toEqual([19, '203eb6ca42d8a868']);
    expect([Object.keys(issuers).length, hash(issuers)]).toEqual([6, '2b0b121a47a9481e']);
  });
});
