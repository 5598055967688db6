import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import { CATALOGUE_KINDS, VIP_PLAN_CODES, type CatalogueItem, type CatalogueKind, type VipPlan, type VipPlanCode } from '@/lib/payments/contract';
import { LIST_MONTHLY_FEN, VIP_PLAN_RULES, vipPlanPrice } from '@/lib/payments/pricing';
import type { Translate } from '@/lib/server/api/types';
import type { Db, DbExecutor } from '@/lib/server/db/client';
import type { SeedStep } from '@/lib/server/ports/seed';
import { catalogueItems } from '@/lib/server/db/schema';

type ItemRow = typeof catalogueItems.$inferSelect;

/**
 * The VIP plans and a small demo catalogue of books, documents and reports (marked demo in both
 * languages) until the library (spec section 7, Library) and ranking issues own their catalogues.
 */
const DEMO_ITEMS: { kind: CatalogueKind; code: string; titleZh: string; titleEn: string; priceFen: number; shipped: boolean }[] = [
  { kind: 'book', code: 'demo-book-weathering-steel', titleZh: '【演示】耐候钢应用手册（纸质书）', titleEn: '[Demo] Weathering Steel Handbook (printed book)', priceFen: 12_800, shipped: true },
  { kind: 'book', code: 'demo-book-welding', titleZh: '【演示】焊接材料选用指南（纸质书）', titleEn: '[Demo] Selecting Welding Consumables (printed book)', priceFen: 8_600, shipped: true },
  { kind: 'document', code: 'demo-doc-q355-fatigue', titleZh: '【演示】Q355B 疲劳性能试验报告（电子版）', titleEn: '[Demo] Q355B Fatigue Test Report (PDF)', priceFen: 4_900, shipped: false },
  { kind: 'report', code: 'demo-report-plate-ranking-2026', titleZh: '【演示】2026 中厚板质量可靠性排行报告', titleEn: '[Demo] 2026 Heavy Plate Quality Reliability Ranking Report', priceFen: 68_000, shipped: false },
  { kind: 'report', code: 'demo-report-expert-alloy', titleZh: '【演示】铝合金轻量化专家报告', titleEn: '[Demo] Expert Report on Aluminium Lightweighting', priceFen: 29_900, shipped: false },
];

const VIP_TITLES: Record<VipPlanCode, { zh: string; en: string }> = {
  monthly: { zh: 'VIP 数据特权（月度）', en: 'VIP data privilege (monthly)' },
  quarterly: { zh: 'VIP 数据特权（季度）', en: 'VIP data privilege (quarterly)' },
  yearly: { zh: 'VIP 数据特权（年度）', en: 'VIP data privilege (yearly)' },
};

export const paymentsSeedStep: SeedStep = {
  name: 'payments-catalogue-v1',
  async run(db) {
    const vip = VIP_PLAN_CODES.map((code) => ({ kind: 'vip', code, titleZh: VIP_TITLES[code].zh, titleEn: VIP_TITLES[code].en, priceFen: LIST_MONTHLY_FEN, months: VIP_PLAN_RULES[code].months, shipped: false, demo: false }));
    const demo = DEMO_ITEMS.map((i) => ({ ...i, demo: true }));
    await db.insert(catalogueItems).values([...vip, ...demo]).onConflictDoNothing();
    return `${vip.length} VIP plans, ${demo.length} demo items`;
  },
};

export const itemTitle = (row: { titleZh: string; titleEn: string }, locale: Locale) => (locale === 'en' ? row.titleEn : row.titleZh);

/** The VIP plans with prices computed on the server (spec section 9). */
export async function listVipPlans(db: Db, t: Translate): Promise<VipPlan[]> {
  const rows = await db.select().from(catalogueItems).where(and(eq(catalogueItems.kind, 'vip'), eq(catalogueItems.active, true))).orderBy(asc(catalogueItems.months));
  return rows
    .filter((r): r is ItemRow & { code: VipPlanCode } => (VIP_PLAN_CODES as readonly string[]).includes(r.code))
    .map((r) => ({ code: r.code, name: t(`Payments.plans.${r.code}`), ...vipPlanPrice(r.code, r.priceFen) }));
}

/** The active plan row of a code, or null. */
export async function findVipPlan(db: DbExecutor, code: VipPlanCode): Promise<ItemRow | null> {
  const [row] = await db.select().from(catalogueItems).where(and(eq(catalogueItems.kind, 'vip'), eq(catalogueItems.code, code), eq(catalogueItems.active, true)));
  return row ?? null;
}

/** Active catalogue items of the given ids and kinds. */
export async function findItems(db: DbExecutor, ids: number[], kinds: readonly CatalogueKind[]): Promise<ItemRow[]> {
  if (!ids.length) return [];
  return db.select().from(catalogueItems).where(and(inArray(catalogueItems.id, ids), inArray(catalogueItems.kind, [...kinds]), eq(catalogueItems.active, true)));
}

export async function listCatalogue(db: Db, kind: CatalogueKind | undefined, locale: Locale): Promise<CatalogueItem[]> {
  const rows = await db
    .select()
    .from(catalogueItems)
    .where(and(inArray(catalogueItems.kind, kind ? [kind] : [...CATALOGUE_KINDS]), eq(catalogueItems.active, true)))
    .orderBy(asc(catalogueItems.kind), asc(catalogueItems.id));
  return rows.map((r) => ({ id: r.id, kind: r.kind as CatalogueKind, title: itemTitle(r, locale), priceFen: r.priceFen, shipped: r.shipped, demo: r.demo }));
}
