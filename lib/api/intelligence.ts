import { get, handleEnvelope, post, raw, type Envelope } from './client';
import { exportComparisonCall, XLSX_TYPE, type ComparisonExportInput } from '@/lib/intelligence/export';
import type { Limit, MaterialType } from '@/lib/intelligence/types';
import type { LimitVerdict, MatchClass } from '@/lib/intelligence/match-class';
import type { ElementDifference, PropertyDifference } from '@/lib/intelligence/similarity';
import type { Requirement, RequirementCheck } from '@/lib/intelligence/requirements';
import type { BaseClass, WeldProcess, WeldRule } from '@/lib/intelligence/welding-types';
import type { BoardItem } from '@/lib/intelligence/board';

/**
 * Typed client of the material-intelligence calls (issue 5; spec section 7: steelComparison,
 * weldingComparison, AlloyComparison, intelligentMatching). Shapes are lib/server/intelligence's.
 */
export interface RecordSummary {
  id: string;
  slug: string;
  type: MaterialType;
  grade: string;
  aliases: string[];
  system: string;
  standard: string | null;
  category: string | null;
  confidence: string | null;
  datasetCode: string;
}

export interface ComparisonCell {
  raw: string | null;
  limit: Limit | null;
}

export interface ComparisonTable {
  type: MaterialType;
  records: RecordSummary[];
  composition: { element: string; cells: ComparisonCell[]; differs: boolean }[];
  properties: { key: string; unit: string; better: 'higher' | null; cells: ComparisonCell[]; values: (number | null)[]; best: number[]; differs: boolean; tempC?: (number | null)[] }[];
  cev: (number | null)[];
}

export interface SimilarItem {
  record: RecordSummary;
  score: number;
  compositionScore: number | null;
  propertyScore: number | null;
  elements: ElementDifference[];
  properties: PropertyDifference[];
}

export interface Counterpart {
  record: RecordSummary;
  matchClass: MatchClass;
  crossReference: { id: string; sources: string[]; confidence: string; relation: string; notes?: string | null } | null;
  score: number;
  compositionScore: number | null;
  propertyScore: number | null;
  elements: LimitVerdict[];
  properties: LimitVerdict[];
  elementDistances: ElementDifference[];
}

export interface WeldingChoiceOut {
  record: RecordSummary;
  classification: string;
  standard: string;
  cnBrand: string | null;
  equivalents: string | null;
  tensileMin: number | null;
  rule: WeldRule;
  values: Record<string, string | number>;
  sources: string[];
  confidence: string;
  listed: { id: string; sources: string[]; confidence: string; notes?: string | null } | null;
}

export interface WeldingAdviceOut {
  bases: RecordSummary[];
  process: WeldProcess;
  joint: 'similar' | 'dissimilar';
  classes: BaseClass[];
  rule: WeldRule;
  recommended: WeldingChoiceOut[];
  alternatives: WeldingChoiceOut[];
  avoid: WeldingChoiceOut[];
  warnings: string[];
  notes: string[];
}

export interface CandidateOut {
  record: RecordSummary;
  checks: RequirementCheck[];
  passed: number;
  failed: number;
  unknown: number;
  minMargin: number | null;
}

export interface MatchingConditions {
  type: MaterialType;
  total: number;
  requirements: { key: string; unit: string; ops: string[] }[];
  defaults: Requirement[];
  axes: { properties: { key: string; unit: string }[]; elements: { value: string; count: number }[] };
  systems: { value: string; count: number }[];
  categories: { value: string; count: number }[];
}

export interface ChartPoints {
  total: number;
  plotted: number;
  points: { id: string; slug: string; name: string; x: number; y: number; group: string }[];
}

const COMPARISON_PATH: Record<MaterialType, string> = {
  steel: 'steelName/steelComparison',
  welding: 'weldingMetal/weldingComparison',
  alloy: 'alloyName/AlloyComparison',
};

export const intelligenceApi = {
  compare: (type: MaterialType, ids: string[]) => post<ComparisonTable>(COMPARISON_PATH[type], { ids }),
  similar: (p: { id: string; system?: string; limit?: number; useProperties?: boolean }) => get<{ reference: RecordSummary; list: SimilarItem[] }>('intelligentMatching/similar', p),
  gradeMatching: (p: { id?: string; grade?: string; system?: string; limit?: number }) =>
    get<{ reference: RecordSummary; counterparts: Counterpart[] }>('intelligentMatching/gradeMatching', p),
  weldingMatching: (p: { baseIds: string[]; process: WeldProcess }) => post<WeldingAdviceOut>('intelligentMatching/weldingMatching', p),
  conditions: (p: { type?: MaterialType } = {}) => get<MatchingConditions>('intelligentMatching/conditions', p),
  results: (p: { type?: MaterialType; requirements: Requirement[]; limit?: number }) =>
    post<{ total: number; meetingAll: number; list: CandidateOut[] }>('intelligentMatching/results', p),
  contrast: (p: { ids: string[]; requirements: Requirement[] }) => post<{ list: CandidateOut[] }>('intelligentMatching/contrast', p),
  visualization: (p: { type?: MaterialType; x: string; y: string; colorBy?: 'category' | 'system'; system?: string; ids?: string[] }) =>
    post<ChartPoints>('intelligentMatching/visualization', p),
  /** The comparison as .xlsx, written on the server (needs material:export); a refusal goes through the envelope handling. */
  async exportExcel(p: ComparisonExportInput): Promise<Blob> {
    const res = await raw<Blob>({ method: 'post', url: exportComparisonCall.path, data: p, responseType: 'blob' });
    if (res.status === 200 && String(res.headers['content-type'] ?? '').startsWith(XLSX_TYPE)) return res.data;
    let body: Envelope<Blob> | undefined;
    try {
      body = JSON.parse(await res.data.text()) as Envelope<Blob>;
    } catch {
      body = undefined;
    }
    return handleEnvelope<Blob>(res.status === 200 ? 500 : res.status, body);
  },
};

/** Signed-in only: the comparison board kept on the server. */
export const boardApi = {
  get: () => get<{ items: BoardItem[] }>('comparisonBoard/get'),
  save: (ids: string[]) => post<{ items: BoardItem[] }>('comparisonBoard/save', { ids }),
  add: (id: string) => post<{ items: BoardItem[] }>('comparisonBoard/add', { id }),
};
