import 'server-only';
import type { BagType, ItemCategory, ItemKind, ItemParam, ItemStandard, ItemUnit, QualificationKind } from '@/lib/cloud/types';
import { readSeedData } from '@/lib/server/db/seed-data';

/**
 * The rows of the cloud seed (issue 15), read from seed-data/cloud/ (seed-data/README.md says what
 * is fact and what is demo). The catalogue of detection items and preparation services is fact: the
 * test names and the standards (numbers, editions and titles as published by SAC, ISO and ASTM) are
 * real. Laboratories, cases, public test bags and expert profiles are demo content: names carry
 * （演示） / (demo), the `demo` flag shows a demo tag, and prices and cycles are illustrative;
 * equipment names the real instruments such laboratories use.
 */

export interface ItemSeed {
  code: string;
  kind: ItemKind;
  category: ItemCategory;
  nameZh: string;
  nameEn: string;
  standards: ItemStandard[];
  sampleZh: string;
  sampleEn: string;
  params: ItemParam[];
  unit: ItemUnit;
}

/** Illustrative unit price (fen) and cycle (working days) of each catalogue item; each lab applies its factor. */
export type BaseOffers = Record<string, [priceFen: number, cycleDays: number]>;

type Equip = [nameZh: string, nameEn: string, model: string, maker: string | null];
type Case = [code: string, item: string, titleZh: string, titleEn: string, summaryZh: string, summaryEn: string];

export interface LabSeed {
  slug: string;
  /** login name of the managing user (demo_lab) or null */
  owner: string | null;
  nameZh: string;
  nameEn: string;
  introZh: string;
  introEn: string;
  province: string;
  city: string;
  contactName: string;
  contactPhone: string;
  qualifications: [QualificationKind, string, string | null][];
  /** Price factor (percent of the base) and extra working days. */
  factor: number;
  extraDays: number;
  /** Ratings so far: sum and count (demo). */
  rating: [number, number];
  items: string[];
  equipment: Equip[];
  cases: Case[];
}

export interface BagSeed {
  code: string;
  type: BagType;
  nameZh: string;
  nameEn: string;
  descriptionZh: string;
  descriptionEn: string;
  items: [code: string, samples: number, params?: Record<string, string | number>][];
}

export interface ProfileSeed {
  code: string;
  kind: 'expert' | 'tester';
  nameZh: string;
  nameEn: string;
  titleZh: string;
  titleEn: string;
  lab: string | null;
  /** The demo account that is this expert or tester (docs/ACCOUNTS.md), or null. */
  user: string | null;
  orgZh: string;
  orgEn: string;
  fields: ItemCategory[];
  bioZh: string;
  bioEn: string;
  province: string;
}

/** The cloud seed's rows, read when the step runs (not when the registry is imported). */
export function readCloudSeedData() {
  return {
    CATALOGUE: readSeedData<ItemSeed[]>('cloud/catalogue.json'),
    BASE_OFFERS: readSeedData<BaseOffers>('cloud/offers.json'),
    LABS: readSeedData<LabSeed[]>('cloud/laboratories.json'),
    BAGS: readSeedData<BagSeed[]>('cloud/test-bags.json'),
    PROFILES: readSeedData<ProfileSeed[]>('cloud/profiles.json'),
  };
}
