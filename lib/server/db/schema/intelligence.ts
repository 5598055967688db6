import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
// Relative: drizzle-kit loads this file without the @/ alias.
import type { MaterialFamily } from '../../../materials/family';

/** One comparison-board entry as stored (material id, family and grade for display). */
export interface StoredBoardItem {
  id: string;
  type: MaterialFamily;
  grade: string;
  system?: string | null;
}

/** The comparison board of a signed-in user (visitors keep theirs in localStorage). */
export const comparisonBoards = pgTable('comparison_boards', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  items: jsonb('items').$type<StoredBoardItem[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The consumable-to-base-metal table of reference-data/compiled_welding_consumables
 * (consumable_base_metal_matching.csv), which welding-grade matching extends by its rules.
 */
export const weldMatchingRules = pgTable(
  'weld_matching_rules',
  {
    id: varchar('id', { length: 20 }).primaryKey(),
    baseMetal: text('base_metal').notNull(),
    baseMetalFamily: text('base_metal_family').notNull(),
    process: text('process').notNull(),
    recommended: text('recommended').notNull(),
    alternatives: text('alternatives').notNull().default(''),
    avoid: text('avoid').notNull().default(''),
    /** Source ids of the data set (e.g. `materialwelding_er70s6`, `compiler`). */
    sourceIds: jsonb('source_ids').$type<string[]>().notNull().default([]),
    /** The same sources as URLs (sources.csv); `compiler` stays as a label. */
    sourceUrls: jsonb('source_urls').$type<string[]>().notNull().default([]),
    confidence: varchar('confidence', { length: 8 }).notNull(),
    notes: text('notes'),
  },
  (t) => [index('weld_matching_rules_family_idx').on(t.baseMetalFamily)],
);

/**
 * The published welding-consumable selection rules of reference-data/compiled_welding_consumables
 * (weld_selection_rules.csv, issue 47): strength class, low hydrogen, toughness, Cr-Mo and stainless fillers by
 * base-metal chemistry and the over-alloyed rule for dissimilar joints, each with its sources. Welding matching
 * (the matching page and the assistant) chooses fillers by these rows; `condition` is read by lib/intelligence/welding-rules.ts.
 */
export const weldSelectionRules = pgTable('weld_selection_rules', {
  id: varchar('id', { length: 20 }).primaryKey(),
  rule: varchar('rule', { length: 32 }).notNull(),
  baseClass: varchar('base_class', { length: 20 }).notNull(),
  condition: text('condition').notNull().default(''),
  recommended: text('recommended').notNull().default(''),
  alternatives: text('alternatives').notNull().default(''),
  avoid: text('avoid').notNull().default(''),
  /** The rule the avoid cell names (noMolybdenum, notLowCarbon, insufficientAlloy), empty when none. */
  avoidRule: varchar('avoid_rule', { length: 32 }).notNull().default(''),
  sourceIds: jsonb('source_ids').$type<string[]>().notNull().default([]),
  sourceUrls: jsonb('source_urls').$type<string[]>().notNull().default([]),
  confidence: varchar('confidence', { length: 8 }).notNull(),
  notes: text('notes'),
});
