import { z } from 'zod';

/**
 * The input rules every endpoint shares (issue 10, item 8), applied by the dispatcher before and
 * around the endpoint's own zod schema so no contract has to repeat them:
 *
 * - the body and the query are decoded strictly: invalid UTF-8 or percent-encoding is refused,
 *   never replaced by U+FFFD;
 * - JSON nested deeper than MAX_DEPTH is refused before it is parsed;
 * - no string (value or key) may hold a NUL character (PostgreSQL cannot store it), a lone
 *   surrogate (it cannot be stored as the user sent it) or more than MAX_STRING characters;
 * - objects are strict: a key the schema does not declare is refused, naming the key.
 */

/** Deepest accepted nesting of arrays and objects in a JSON body (the contracts need 3). */
export const MAX_DEPTH = 16;
/** Longest accepted string anywhere in the input; each contract field has its own, smaller max. */
export const MAX_STRING = 20_000;

/** A refusal: a message key of the Errors namespace and the field it concerns. */
export interface InputProblem {
  key: string;
  field: string;
  values?: Record<string, string | number>;
}

const fatalDecoder = new TextDecoder('utf-8', { fatal: true });

/** The body as text, or null when it is not valid UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return fatalDecoder.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * `a=1&b=2&b=3` → `{ a: '1', b: ['2', '3'] }` like URLSearchParams, but null when a component is
 * not valid percent-encoded UTF-8 (URLSearchParams would silently write U+FFFD instead).
 */
export function parseQuery(query: string): Record<string, string | string[]> | null {
  // A Map, then own properties: a key like `__proto__` or `constructor` is an ordinary (unknown) key,
  // never the object's prototype or an inherited function.
  const out = new Map<string, string | string[]>();
  const text = query.startsWith('?') ? query.slice(1) : query;
  if (!text) return {};
  for (const part of text.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent((eq < 0 ? part : part.slice(0, eq)).replace(/\+/g, ' '));
      value = eq < 0 ? '' : decodeURIComponent(part.slice(eq + 1).replace(/\+/g, ' '));
    } catch {
      return null;
    }
    const prev = out.get(key);
    out.set(key, prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value]);
  }
  return Object.fromEntries(out);
}

/** True when the JSON text nests arrays/objects deeper than `max` (scanned without parsing). */
export function jsonTooDeep(text: string, max = MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function stringProblem(text: string, field: string): InputProblem | null {
  if (text.includes('\u0000')) return { key: 'Errors.nulCharacter', field };
  if (LONE_SURROGATE.test(text)) return { key: 'Errors.loneSurrogate', field };
  if (text.length > MAX_STRING) return { key: 'Errors.tooLong', field, values: { max: MAX_STRING } };
  return null;
}

/** The first string (value or key) of the input that breaks the shared rules, or null. */
export function findStringProblem(value: unknown, path: (string | number)[] = [], depth = 0): InputProblem | null {
  const field = path.join('.') || '-';
  if (typeof value === 'string') return stringProblem(value, field);
  if (depth > MAX_DEPTH) return { key: 'Errors.tooDeep', field };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = findStringProblem(value[i], [...path, i], depth + 1);
      if (p) return p;
    }
  } else if (value && typeof value === 'object' && !(value instanceof Blob)) {
    for (const [k, v] of Object.entries(value)) {
      const keyProblem = stringProblem(k, [...path, k.slice(0, 40)].join('.'));
      if (keyProblem) return keyProblem;
      const p = findStringProblem(v, [...path, k], depth + 1);
      if (p) return p;
    }
  }
  return null;
}

/**
 * The same schema with every object strict (unknown keys refused), through optional, default,
 * nullable, array, union and pipe (preprocess) wrappers. Refinements are kept.
 */
export function strictInput<S extends z.ZodType>(schema: S): S {
  return strictDeep(schema) as S;
}

function strictDeep(schema: z.ZodType): z.ZodType {
  // `def` is zod 4's public definition of a schema (what `clone` takes back), not a private field.
  const def = schema.def as unknown as Record<string, any>;
  const clone = (changes: Record<string, unknown>) => schema.clone({ ...def, ...changes } as typeof schema.def);
  switch (def.type) {
    case 'object':
      return clone({
        shape: Object.fromEntries(Object.entries(def.shape as Record<string, z.ZodType>).map(([k, v]) => [k, strictDeep(v)])),
        catchall: def.catchall ?? z.never(),
      });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return clone({ innerType: strictDeep(def.innerType) });
    case 'array':
      return clone({ element: strictDeep(def.element) });
    case 'union':
      return clone({ options: (def.options as z.ZodType[]).map(strictDeep) });
    case 'pipe':
      return clone({ in: strictDeep(def.in), out: strictDeep(def.out) });
    default:
      return schema;
  }
}

/**
 * The message key and field of the first zod issue: the schema's own key when it gave one
 * (`'Auth.mobileFormat'`), otherwise one of the shared Errors keys by the kind of issue.
 */
export function zodProblem(error: z.ZodError): InputProblem {
  const issue = error.issues[0];
  const field = issue.path.join('.') || '-';
  if (issue.message && /^[A-Z]\w*\.\w+/.test(issue.message)) return { key: issue.message, field };
  if (!issue.path.length && issue.code === 'invalid_type') return { key: 'Errors.malformedBody', field };
  switch (issue.code) {
    case 'unrecognized_keys':
      return { key: 'Errors.unknownField', field: [...issue.path, issue.keys[0]].join('.') };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'Errors.tooLong', field, values: { max: Number(issue.maximum) } }
        : { key: 'Errors.outOfRange', field };
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? { key: 'Errors.invalidField', field } : { key: 'Errors.outOfRange', field };
    case 'invalid_value':
      return { key: 'Errors.invalidOption', field };
    default:
      return { key: 'Errors.invalidField', field };
  }
}

/**
 * PostgreSQL errors that a caller's input can cause (a value the column cannot hold, a
 * duplicate, a missing reference). The dispatcher answers them with 4xx and logs them, so a
 * schema that let such a value through is still visible in the logs.
 */
const INPUT_SQLSTATES: Record<string, { key: string; status: number }> = {
  '22001': { key: 'Errors.valueNotStorable', status: 400 }, // string_data_right_truncation
  '22003': { key: 'Errors.valueNotStorable', status: 400 }, // numeric_value_out_of_range
  '22007': { key: 'Errors.valueNotStorable', status: 400 }, // invalid_datetime_format
  '22008': { key: 'Errors.valueNotStorable', status: 400 }, // datetime_field_overflow
  '22021': { key: 'Errors.valueNotStorable', status: 400 }, // character_not_in_repertoire (NUL)
  '22P02': { key: 'Errors.valueNotStorable', status: 400 }, // invalid_text_representation
  '22P05': { key: 'Errors.valueNotStorable', status: 400 }, // untranslatable_character
  '23502': { key: 'Errors.valueNotStorable', status: 400 }, // not_null_violation
  '23503': { key: 'Errors.noCorrespondingId', status: 404 }, // foreign_key_violation
  '23505': { key: 'Errors.alreadyExists', status: 409 }, // unique_violation
  '23514': { key: 'Errors.valueNotStorable', status: 400 }, // check_violation
};

/** The SQLSTATE of a database error (drizzle wraps the driver's error in `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let e = error, i = 0; e && typeof e === 'object' && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function inputDatabaseError(error: unknown): { key: string; status: number; sqlState: string } | null {
  const state = sqlState(error);
  const mapped = state ? INPUT_SQLSTATES[state] : undefined;
  return mapped && state ? { ...mapped, sqlState: state } : null;
}
