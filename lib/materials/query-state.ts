/**
 * The search state of the material screens lives in the URL query so a search can be shared
 * and reloaded (issue 4, point 4). Pure functions: URL query ↔ state ↔ validation.
 *
 *   ?q=304&sys=GB&cat=stainless&std=GB/T 1220&ds=annealed&el=Cr:0.8:&pr=tensileStrength:600:800&sort=tensileStrength&order=desc&page=2&size=20
 *
 * `su=ksi` says the strength ranges were entered in ksi (the page's unit switch); without it they are MPa.
 */

import { SEARCH_SORT_KEYS, type SearchSortKey } from './search-keys';

/** A sort name of the contract's enum (a link with another one falls back to relevance instead of a refused search). */
const isSortKey = (value: string): value is SearchSortKey => (SEARCH_SORT_KEYS as readonly string[]).includes(value);

export interface RangeCondition {
  /** Element symbol (Cr) or property key (tensileStrength). */
  key: string;
  min?: number;
  max?: number;
}

export type SortOrder = 'asc' | 'desc';

export interface SearchState {
  keyword: string;
  system?: string;
  standard?: string;
  delivery?: string;
  category?: string;
  elements: RangeCondition[];
  properties: RangeCondition[];
  /** The unit the strength ranges are written in; MPa when absent. */
  strengthUnit?: 'ksi';
  /** 'relevance', 'grade' or a property key. */
  sort: SearchSortKey;
  order: SortOrder;
  page: number;
  pageSize: number;
}

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_RANGES = 8;

export const EMPTY_SEARCH: SearchState = {
  keyword: '',
  elements: [],
  properties: [],
  sort: 'relevance',
  order: 'desc',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

function all(query: QueryInput, name: string): string[] {
  if (query instanceof URLSearchParams) return query.getAll(name);
  const v = query[name];
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}

function first(query: QueryInput, name: string): string | undefined {
  const v = all(query, name)[0];
  return v === undefined ? undefined : v;
}

function optionalText(value: string | undefined, max = 120): string | undefined {
  const v = value?.trim();
  return v ? v.slice(0, max) : undefined;
}

/** Parses a typed number; blank → undefined, anything non-numeric → NaN. */
export function parseNumberInput(raw: string | number | null | undefined): number | undefined {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw === 'number') return raw;
  const s = raw.trim();
  if (s === '') return undefined;
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s) ? Number(s) : Number.NaN;
}

const KEY_RE = /^[A-Za-z][A-Za-z0-9_]{0,40}$/;

/** "Cr:0.8:" → {key:'Cr', min:0.8}; malformed pieces are dropped (a shared link never breaks the page). */
export function parseRange(raw: string): RangeCondition | null {
  const [key, lo = '', hi = ''] = raw.split(':');
  if (!key || !KEY_RE.test(key)) return null;
  const min = parseNumberInput(lo);
  const max = parseNumberInput(hi);
  const cond: RangeCondition = { key };
  if (min !== undefined && Number.isFinite(min)) cond.min = min;
  if (max !== undefined && Number.isFinite(max)) cond.max = max;
  return cond.min === undefined && cond.max === undefined ? null : cond;
}

export function formatRange(cond: RangeCondition): string {
  return `${cond.key}:${cond.min ?? ''}:${cond.max ?? ''}`;
}

function positiveInt(raw: string | undefined, fallback: number, max: number): number {
  const n = raw ? Number.parseInt(raw, 10) : Number.NaN;
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** Reads the search state from a page's searchParams or the browser's URLSearchParams. */
export function parseSearchQuery(query: QueryInput): SearchState {
  const size = positiveInt(first(query, 'size'), DEFAULT_PAGE_SIZE, 100);
  const sort = first(query, 'sort');
  return {
    keyword: (first(query, 'q') ?? first(query, 'keyword') ?? '').trim().slice(0, 100),
    system: optionalText(first(query, 'sys')),
    standard: optionalText(first(query, 'std')),
    delivery: optionalText(first(query, 'ds')),
    category: optionalText(first(query, 'cat')),
    elements: all(query, 'el').map(parseRange).filter((c): c is RangeCondition => !!c).slice(0, MAX_RANGES),
    properties: all(query, 'pr').map(parseRange).filter((c): c is RangeCondition => !!c).slice(0, MAX_RANGES),
    ...(first(query, 'su') === 'ksi' ? { strengthUnit: 'ksi' as const } : {}),
    sort: sort && isSortKey(sort) ? sort : 'relevance',
    order: first(query, 'order') === 'asc' ? 'asc' : 'desc',
    page: positiveInt(first(query, 'page'), 1, 10000),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** Writes the state as a query string (without "?"), leaving defaults out so links stay short. */
export function toSearchQuery(state: SearchState): string {
  const p = new URLSearchParams();
  if (state.keyword) p.set('q', state.keyword);
  if (state.system) p.set('sys', state.system);
  if (state.standard) p.set('std', state.standard);
  if (state.delivery) p.set('ds', state.delivery);
  if (state.category) p.set('cat', state.category);
  for (const c of state.elements) p.append('el', formatRange(c));
  for (const c of state.properties) p.append('pr', formatRange(c));
  if (state.strengthUnit === 'ksi' && state.properties.length) p.set('su', 'ksi');
  if (state.sort !== 'relevance') {
    p.set('sort', state.sort);
    p.set('order', state.order);
  }
  if (state.page > 1) p.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) p.set('size', String(state.pageSize));
  return p.toString();
}

/** True when the reader has asked for something (keyword or any condition). */
export function hasCriteria(state: SearchState): boolean {
  return !!(
    state.keyword ||
    state.system ||
    state.standard ||
    state.delivery ||
    state.category ||
    state.elements.length ||
    state.properties.length
  );
}

export type RangeError = 'numericOnly' | 'maxLessThanMin';

/**
 * Client check of one range row (spec section 5): "numeric-only input" and "maximum cannot be
 * less than minimum". The server checks again; this only saves a round trip.
 */
export function validateRangeInput(min: string | number | null | undefined, max: string | number | null | undefined): RangeError | null {
  const lo = parseNumberInput(min);
  const hi = parseNumberInput(max);
  if ((lo !== undefined && Number.isNaN(lo)) || (hi !== undefined && Number.isNaN(hi))) return 'numericOnly';
  if (lo !== undefined && hi !== undefined && hi < lo) return 'maxLessThanMin';
  return null;
}

/** The body of steelSearch / weldingSearch / alloySearch for a state. */
export function toSearchRequest(state: SearchState) {
  return {
    keyword: state.keyword || undefined,
    system: state.system,
    standard: state.standard,
    delivery: state.delivery,
    category: state.category,
    elements: state.elements.length ? state.elements : undefined,
    properties: state.properties.length ? state.properties : undefined,
    strengthUnit: state.strengthUnit === 'ksi' && state.properties.length ? ('ksi' as const) : undefined,
    sort: state.sort,
    order: state.order,
    page: state.page,
    pageSize: state.pageSize,
  };
}
