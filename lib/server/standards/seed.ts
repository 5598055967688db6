import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { SeedStep } from '@/lib/server/ports/seed';
import { standardGrades, standardProperties, standards, standardSystems, users } from '@/lib/server/db/schema';
import { decide, startReview, submitForReview } from '@/lib/server/reviews/service';
import type { PropertySaveInput } from '@/lib/standards/contract';
import { readSeedData } from '@/lib/server/db/seed-data';

/**
 * Demo content (docs/STANDARDS.md): one standard system of the demo company, owned by demo_employee,
 * with one enterprise standard approved by demo_public_admin through the shared review workflow, two
 * grades and their mechanical properties. Every name says "demo" in both languages and every value is a
 * demo value (remarks and the pages' demo note say so): none is taken from, or claimed to be, a
 * published standard. The grades and their rows are in seed-data/standards/grades.json.
 */

type DemoRow = Omit<PropertySaveInput, 'gradeId' | 'id'>;

export async function seedDemoStandards(db: Db): Promise<number> {
  const [owner] = await db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.loginName, 'demo_employee'));
  const [reviewer] = await db.select({ id: users.id }).from(users).where(eq(users.loginName, 'demo_public_admin'));
  if (!owner || !reviewer || owner.companyId === null) return 0;
  return db.transaction(async (tx) => {
    const [system] = await tx
      .insert(standardSystems)
      .values({ ownerId: owner.id, companyId: owner.companyId, name: '示范钢铁企业标准体系（演示） Demo Steel enterprise standard system (demo)', code: 'Q/DEMO', country: '中国 China', issuer: '示范钢铁有限公司（演示） Demo Steel Co. (demo)', demo: true })
      .onConflictDoNothing()
      .returning();
    if (!system) return 0;
    const [standard] = await tx
      .insert(standards)
      .values({ systemId: system.id, number: 'Q/DEMO 001', name: '演示用结构钢板和棒材 Demo structural plates and bars', year: 2025, issuer: '示范钢铁有限公司（演示） Demo Steel Co. (demo)', demo: true })
      .returning();
    for (const g of readSeedData<{ name: string; rows: DemoRow[] }[]>('standards/grades.json')) {
      const [grade] = await tx.insert(standardGrades).values({ standardId: standard.id, name: g.name }).returning();
      await tx.insert(standardProperties).values(g.rows.map((r) => ({ ...r, gradeId: grade.id })));
    }
    const ref = { kind: 'enterpriseStandard' as const, id: standard.id };
    await submitForReview(tx, { ...ref, userId: owner.id, title: `${standard.number}-${standard.year} ${standard.name}` });
    await startReview(tx, { ...ref, userId: reviewer.id });
    await decide(tx, { ...ref, userId: reviewer.id, decision: 'approve', comment: 'Demo' });
    return 1;
  });
}

export const standardsSeedStep: SeedStep = {
  name: 'standards-demo-v1',
  async run(db) {
    const n = await seedDemoStandards(db);
    return `${n} demo standard system`;
  },
};
