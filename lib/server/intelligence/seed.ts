import 'server-only';
import { sql } from 'drizzle-orm';
import type { SeedStep } from '@/lib/server/ports/seed';
import { weldMatchingRules, weldSelectionRules } from '@/lib/server/db/schema';
import { readCsv } from '@/lib/server/materials/csv';
import { readSourceUrls, urlsFor } from '@/lib/server/materials/import/helpers';

const FOLDER = 'compiled_welding_consumables';
const ids = (cell: string | undefined) => (cell ?? '').split(/[;,]/).map((s) => s.trim()).filter(Boolean);

/**
 * Loads consumable_base_metal_matching.csv into weld_matching_rules (upsert by match_id) and the selection rules
 * (weld_selection_rules.csv, importWeldSelectionRules). Answers the rows of both.
 */
export async function importWeldMatchingRules(db: Parameters<SeedStep['run']>[0]): Promise<number> {
  return (await importMatchingTable(db)) + (await importWeldSelectionRules(db));
}

async function importMatchingTable(db: Parameters<SeedStep['run']>[0]): Promise<number> {
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

/** Loads weld_selection_rules.csv into weld_selection_rules (upsert by rule_id), with each row's source URLs. */
export async function importWeldSelectionRules(db: Parameters<SeedStep['run']>[0]): Promise<number> {
  const { urls } = readSourceUrls(FOLDER);
  const table = readCsv(FOLDER, 'weld_selection_rules.csv');
  const values = table.rows
    .filter((r) => r.values.rule_id && r.values.rule)
    .map(({ values: v }) => ({
      id: v.rule_id,
      rule: v.rule,
      baseClass: v.base_class,
      condition: v.condition ?? '',
      recommended: v.recommended ?? '',
      alternatives: v.alternatives ?? '',
      avoid: v.avoid ?? '',
      avoidRule: v.avoid_rule ?? '',
      sourceIds: ids(v.source_ids),
      sourceUrls: urlsFor(v.source_ids, urls),
      confidence: v.confidence || 'C',
      notes: v.notes || null,
    }));
  if (values.length === 0) return 0;
  const set = {
    rule: sql`excluded.rule`,
    baseClass: sql`excluded.base_class`,
    condition: sql`excluded.condition`,
    recommended: sql`excluded.recommended`,
    alternatives: sql`excluded.alternatives`,
    avoid: sql`excluded.avoid`,
    avoidRule: sql`excluded.avoid_rule`,
    sourceIds: sql`excluded.source_ids`,
    sourceUrls: sql`excluded.source_urls`,
    confidence: sql`excluded.confidence`,
    notes: sql`excluded.notes`,
  };
  await db.insert(weldSelectionRules).values(values).onConflictDoUpdate({ target: weldSelectionRules.id, set });
  return values.length;
}

export const intelligenceSeedStep: SeedStep = {
  name: 'intelligence-weld-matching-rules-v1',
  run: async (db) => `${await importMatchingTable(db)} consumable-to-base-metal rows`,
};

/** The selection rules (issue 47): a step of their own, so a database seeded before them gets them too. */
export const weldSelectionSeedStep: SeedStep = {
  name: 'intelligence-weld-selection-rules-v1',
  run: async (db) => `${await importWeldSelectionRules(db)} welding selection rules`,
};
