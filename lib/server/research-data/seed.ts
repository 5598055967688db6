import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '@/lib/server/db/client';
import { researchData, researchDataAudience, users } from '@/lib/server/db/schema';
import type { SeedStep } from '@/lib/server/ports/seed';
import { readSeedData } from '@/lib/server/db/seed-data';
import { storeGeneratedFile } from '@/lib/server/files/service';
import { decide, startReview, submitForReview } from '@/lib/server/reviews/service';
import { RD_FILE_FIELD, RD_OWNER_KIND } from './files';
import { signIfChanged } from './versions';

/**
 * Demo R&D data (issue 16), labelled demo, names in both languages. Composition values and the
 * data files are demo measurements (made up for the demonstration, and said so in the record);
 * the property ranges are the GB/T 1591-2018 and GB/T 700-2006 values of reference-data/
 * compiled_steel_grades (steel_grades.csv rows STL012 and STL005, with their source ids). The records
 * are in seed-data/research-data/records.json.
 */

const DEMO_SOURCE = '演示测量值（虚构，仅供演示）/ Demo measurements (made up for the demonstration)';

interface DemoRecord {
  seedKey: string;
  owner: string;
  dataName: string;
  materialName: string;
  experimentType: string;
  composition: { element: string; value: number }[];
  performance: { property: string; unit: string; kind: 'range'; min: number; max: number; condition: string }[];
  process: string;
  csv: string;
  visibility: 'public' | 'selected';
  named?: string;
}

async function userId(db: DbExecutor, loginName: string): Promise<{ id: number; companyId: number | null } | null> {
  const [row] = await db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.loginName, loginName));
  return row ?? null;
}

export const researchDataSeedStep: SeedStep = {
  name: 'research-data-demo-v1',
  run: async (db, services) => {
    const admin = await userId(db, 'demo_public_admin');
    let made = 0;
    for (const r of readSeedData<DemoRecord[]>('research-data/records.json')) {
      const owner = await userId(db, r.owner);
      if (!owner) continue;
      const [exists] = await db.select({ id: researchData.id }).from(researchData).where(eq(researchData.seedKey, r.seedKey));
      if (exists) continue;
      const [row] = await db
        .insert(researchData)
        .values({
          seedKey: r.seedKey,
          demo: true,
          ownerId: owner.id,
          companyId: owner.companyId,
          dataName: r.dataName,
          materialName: r.materialName,
          project: '演示项目 / Demo project',
          dataSource: DEMO_SOURCE,
          experimentType: r.experimentType,
          composition: r.composition,
          performance: r.performance,
          process: r.process,
          visibility: r.visibility,
          draft: false,
        })
        .returning({ id: researchData.id });
      await storeGeneratedFile(db, services.storage(), { kind: 'attachment', name: `${r.materialName}-demo.csv`, mime: 'text/csv', bytes: new TextEncoder().encode(r.csv), ownerKind: RD_OWNER_KIND, ownerId: row.id, field: RD_FILE_FIELD });
      await db.transaction(async (tx) => {
        await signIfChanged(tx, row.id, services.signingKeys, services.clock.now());
        if (r.named) {
          const named = await userId(tx, r.named);
          if (named) await tx.insert(researchDataAudience).values({ recordId: row.id, userId: named.id });
        }
        if (r.visibility === 'public' && admin) {
          await submitForReview(tx, { kind: 'researchData', id: row.id, userId: owner.id, title: r.dataName });
          await startReview(tx, { kind: 'researchData', id: row.id, userId: admin.id });
          await decide(tx, { kind: 'researchData', id: row.id, userId: admin.id, decision: 'approve' });
        }
      });
      made += 1;
    }
    return `${made} demo R&D data records`;
  },
};
