import 'server-only';
import { sql } from 'drizzle-orm';
import type { SeedStep } from '@/lib/server/ports/seed';
import { weldMatchingRules } from '@/lib/server/db/schema';
import { readCsv } from '@/lib/server/materials/csv';
import { readSourceUrls, urlsFor } from '@/lib/server/materials/import/helpers';

const FOLDER = 'compiled_welding_consumables';
const ids = (cell: string | undefined) => (cell ?? '').split(/[;,]/).map((s) => s.trim()).filter(Boolean);

/** Loads consumable_base_metal_matching.csv into weld_matching_rules (upsert by match_id). */
export async function importWeldMatchingRules(db: Parameters<SeedStep['run']>[0]): Promise<number> {
  const { urls } = readSourceUrls(FOLDER);
  const table = readCsv(FOLDER, 'consumable_base_metal_matching.csv');
  const values = table.rows
    .filter((r) => r.values.match_id && r.values.base_metal)
    .map(({ values: v }) => ({
      id: v.match_id,
      baseMetal: v.base_metal,
      baseMetalFamily: v.base_metal_family,
      process: v.process,
      recommended: v.recommended_consumables,
      alternatives: v.alternatives ?? '',
      avoid: v.avoid ?? '',
      sourceIds: ids(v.source_ids),
      sourceUrls: urlsFor(v.source_ids, urls),
      confidence: v.confidence || 'C',
      notes: v.notes || null,
    }));
  if (values.length === 0) return 0;
  await db
    .insert(weldMatchingRules)
    .values(values)
    .onConflictDoUpdate({
      target: weldMatchingRules.id,
      set: {
        baseMetal: sql`excluded.base_metal`,
        baseMetalFamily: sql`excluded.base_metal_family`,
        process: sql`excluded.process`,
        recommended: sql`excluded.recommended`,
        alternatives: sql`excluded.alternatives`,
        avoid: sql`excluded.avoid`,
        sourceIds: sql`excluded.source_ids`,
        sourceUrls: sql`excluded.source_urls`,
        confidence: sql`excluded.confidence`,
        notes: sql`excluded.notes`,
      },
    });
  return values.length;
}

export const intelligenceSeedStep: SeedStep = {
  name: 'intelligence-weld-matching-rules-v1',
  run: async (db) => `${await importWeldMatchingRules(db)} consumable-to-base-metal rows`,
};
