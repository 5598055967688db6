/**
 * The list query read from a screen's address (issue 28 §2), the one reader for every list that keeps
 * its filters and page in the URL (library, cloud, shared R&D data). Only the list's own keys survive,
 * so a pasted address cannot send anything else to the search; a repeated key counts once (its
 * first value, as URLSearchParams.get); values are trimmed and an empty one means "any"; `page` is
 * kept only as a whole number 2–10,000 (page 1 is the default, anything else is dropped, the bounds
 * of `pageSchema` in lib/contract.ts); keys with a closed set of values keep only a known value.
 */
export type AddressQuery = Record<string, string | string[] | undefined>;

export const MAX_LIST_PAGE = 10_000;
const MAX_VALUE_LENGTH = 100;

export interface ListQueryRules {
  /** Keys whose value must be one of these (any other value is dropped). */
  oneOf?: Record<string, readonly string[]>;
}

/** The list's own query from the address: see the module comment for the rules. */
export function readListQuery(params: AddressQuery | URLSearchParams, keys: readonly string[], rules: ListQueryRules = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const raw = params instanceof URLSearchParams ? params.get(key) ?? undefined : params[key];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, MAX_VALUE_LENGTH);
    if (!value) continue;
    if (key === 'page') {
      const page = Number(value);
      if (/^\d+$/.test(value) && page > 1 && page <= MAX_LIST_PAGE) out.page = String(page);
      continue;
    }
    const allowed = rules.oneOf?.[key];
    if (allowed && !allowed.includes(value)) continue;
    out[key] = value;
  }
  return out;
}

/**
 * A list's address for a query: empty values, page 1 and values equal to the list's defaults left
 * out; with `keys`, only those keys in that order.
 */
export function listHref(path: string, query: Record<string, string | number | undefined>, options: { keys?: readonly string[]; defaults?: Record<string, string> } = {}): string {
  const sp = new URLSearchParams();
  for (const key of options.keys ?? Object.keys(query)) {
    const v = query[key];
    if (v === undefined || v === '' || (key === 'page' && Number(v) <= 1) || options.defaults?.[key] === String(v)) continue;
    sp.set(key, String(v));
  }
  const s = sp.toString();
  return s ? `${path}?${s}` : path;
}
