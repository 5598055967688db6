import type { Paged } from '@/lib/contract';
import type { MaterialFamily } from './family';

/** Output types of the suggestion, hot-data, search-history and favourite calls (contract.ts). */

export interface SpecSuggestion {
  id: number;
  slug: string;
  family: MaterialFamily;
  grade: string;
  standardCode: string | null;
  /** Equivalent or alias that matched, when not the grade itself. */
  matched: string | null;
}

export interface HotMaterial {
  id: number;
  slug: string;
  family: MaterialFamily;
  grade: string;
  standardCode: string | null;
  views: number;
  searchHits: number;
}
/** A grade shown while there is no search or view activity yet: widely cross-referenced, best confidence first. */
export interface CommonGrade {
  id: number;
  slug: string;
  family: MaterialFamily;
  grade: string;
  standardCode: string | null;
  /** Other designations the record is cross-referenced with (equivalence rows and aliases). */
  references: number;
  confidence: string | null;
}
export interface HotKeyword {
  keyword: string;
  family: MaterialFamily;
  count: number;
}

/** A counted keyword as administrators see it: whether visitors see it, and whether it is blocked. */
export interface HotKeywordAdminRow extends HotKeyword {
  shown: boolean;
  blocked: boolean;
}
export interface HotPurpose {
  category: string;
  label: string;
  family: MaterialFamily;
  count: number;
}
export interface HotBrand {
  grade: string;
  family: MaterialFamily;
  count: number;
  id: number;
  slug: string;
}

export interface SearchHistoryRow {
  id: number;
  /** material | ai (a question to the AI assistant; its family means nothing). */
  scope: 'material' | 'ai';
  family: MaterialFamily;
  keyword: string;
  query: string | null;
  createdAt: string;
}

export interface FavoriteRow {
  materialId: number;
  slug: string;
  family: MaterialFamily;
  grade: string;
  standardCode: string | null;
  categoryLabel: string | null;
  createdAt: string;
}

export type FavoriteList = Paged<FavoriteRow>;
