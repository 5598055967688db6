import fc from 'fast-check';
import { z } from 'zod';
import type { EndpointDef } from '@/lib/server/api/types';

/**
 * Schema-derived bad inputs for one endpoint (tests/api/bad-input.test.ts): the fields and their
 * accepted JSON types come from the endpoint's zod schema (`z.toJSONSchema`, input side), and
 * every value built here breaks a rule (wrong type, beyond int4, unknown enum value, NUL, lone
 * surrogate, too long, too deep, unknown key), so no case may reach the handler.
 */

export type JsonType = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'null';

export interface Field {
  name: string;
  types: Set<JsonType>;
  enumValues?: unknown[];
  /** Accepts anything (z.any, preprocess): only the shared rules apply. */
  any: boolean;
}

/** A request to send: a JSON (or raw) body for POST, a raw query string for GET. */
export interface BadCase {
  label: string;
  /** POST: the JSON body (serialised by the test); GET: the input as query parameters. */
  input?: Record<string, unknown>;
  /** A raw body (POST) or raw query string (GET), sent as is. */
  raw?: string | Uint8Array;
}

type JsonSchema = { type?: string | string[]; enum?: unknown[]; const?: unknown; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; properties?: Record<string, JsonSchema> };

function typesOf(schema: JsonSchema, out = new Set<JsonType>()): { types: Set<JsonType>; enumValues?: unknown[]; any: boolean } {
  let any = false;
  let enumValues: unknown[] | undefined;
  const visit = (s: JsonSchema) => {
    if (s.anyOf || s.oneOf) return (s.anyOf ?? s.oneOf)!.forEach(visit);
    if (s.enum || s.const !== undefined) {
      const values = s.enum ?? [s.const];
      enumValues = [...(enumValues ?? []), ...values];
      for (const v of values) out.add(v === null ? 'null' : (typeof v as JsonType));
      return;
    }
    const t = s.type;
    if (!t) {
      any = true;
      return;
    }
    for (const one of Array.isArray(t) ? t : [t]) out.add(one === 'integer' ? 'number' : (one as JsonType));
  };
  visit(schema);
  return { types: out, enumValues, any };
}

/** The top-level fields of an endpoint's input, from its zod schema. */
export function fieldsOf(ep: EndpointDef): Field[] {
  const json = z.toJSONSchema(ep.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({ name, ...typesOf(s) }));
}

const DEEP = 100;
const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);

/** Values of the wrong JSON type for a field (only those its schema does not accept). */
function wrongTypes(field: Field): unknown[] {
  if (field.any) return [];
  const candidates: [JsonType, unknown][] = [
    ['object', { nested: 'x' }],
    ['array', ['x', 1]],
    ['boolean', true],
    ['number', 12345],
    ['string', 'not-a-number'],
  ];
  return candidates.filter(([t]) => !field.types.has(t) && !(t === 'string' && field.types.has('string'))).map(([, v]) => v);
}

const INT4_BEYOND = [2_147_483_648, -2_147_483_649, 9_007_199_254_740_993, 1e308];

/** The deterministic cases: every rule for every field, plus the whole-body ones. */
export function casesFor(ep: EndpointDef, fields: Field[]): BadCase[] {
  const get = ep.method === 'GET' || ep.method === 'DELETE';
  const cases: BadCase[] = [
    { label: 'unknown key', input: { notAField: 1 } },
    { label: 'unknown key with a NUL', input: { ['k\u0000']: 'v' } },
    { label: 'lone surrogate key', input: { ['\udc00']: 'v' } },
  ];
  if (get) {
    cases.push({ label: 'invalid percent-encoding', raw: 'x=%ff%fe' }, { label: 'encoded lone surrogate', raw: `${fields[0]?.name ?? 'x'}=%ED%A0%80` });
  } else {
    cases.push(
      { label: 'bad JSON', raw: '{"a":' },
      { label: 'invalid UTF-8', raw: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]) },
      { label: 'deep JSON', raw: '['.repeat(5000) + ']'.repeat(5000) },
      { label: 'a deep value', input: { notAField: nested(DEEP) } },
      { label: 'not an object', raw: '[1,2,3]' },
    );
  }
  for (const f of fields) {
    const at = (value: unknown, label: string) => cases.push({ label: `${f.name}: ${label}`, input: { [f.name]: value } });
    at('a\u0000b', 'NUL');
    at('x\ud800y', 'lone surrogate');
    at('x'.repeat(100_000), '100k characters');
    if (get) {
      at(['1', '2'], 'repeated key');
      if (!f.any && !f.types.has('string')) at('abc', 'text for a number');
    } else {
      for (const v of wrongTypes(f)) at(v, `wrong type ${Array.isArray(v) ? 'array' : typeof v}`);
      if (!f.any) at(nested(DEEP), 'nested 100 deep');
    }
    if (f.types.has('number') && !f.enumValues) for (const n of INT4_BEYOND) at(get ? String(n) : n, `number ${n}`);
    if (f.enumValues && f.enumValues.every((v) => typeof v === 'string')) at('zz-not-a-choice', 'unknown enum value');
  }
  return cases;
}

/** Random bad values that always break a rule, whatever the field (fast-check). */
export const alwaysBadValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 })).map(([a, b]) => `${a}\u0000${b}`),
  fc.tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff')).map(([a, s]) => `${a}${s}`),
  fc.integer({ min: 20_001, max: 100_000 }).map((n) => 'y'.repeat(n)),
  fc.integer({ min: 17, max: 60 }).map((d) => nested(d)),
);

/** A random object: each field of the endpoint may get a bad value, plus a random unknown key. */
export function badObject(fields: Field[]): fc.Arbitrary<Record<string, unknown>> {
  const names = fields.map((f) => f.name);
  return fc
    .tuple(
      names.length ? fc.subarray(names, { minLength: 1 }) : fc.constant([] as string[]),
      fc.array(alwaysBadValue, { minLength: names.length || 1, maxLength: names.length || 1 }),
    )
    .map(([chosen, values]) => (chosen.length ? Object.fromEntries(chosen.map((n, i) => [n, values[i]])) : { notAField: values[0] }));
}

/**
 * Names every plain JavaScript object answers without owning them (issue 27, item 3): a lookup
 * `table[input]` on a plain object finds a function or the prototype for these, never `undefined`.
 */
export const INHERITED_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'] as const;

type Schema = JsonSchema & {
  items?: Schema;
  required?: string[];
  minItems?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
};

const alternatives = (s: Schema): Schema[] => s.anyOf ?? s.oneOf ?? [s];

/** A plausible value of a schema (required members only): the base that one leaf is then changed in. */
function sampleOf(s: Schema, depth = 0): unknown {
  if (depth > 6) return null;
  if (s.anyOf || s.oneOf) {
    const options = alternatives(s).filter((o) => o.type !== 'null');
    return sampleOf(options[0] ?? {}, depth + 1);
  }
  if (s.enum) return s.enum[0];
  if (s.const !== undefined) return s.const;
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      return 'a'.repeat(Math.max(1, s.minLength ?? 1));
    case 'number':
    case 'integer': {
      // Far from any real id (nothing is found, nothing is changed), inside the field's range.
      const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -Infinity);
      const high = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : Infinity);
      return Math.max(low, Math.min(high, 2_147_483_000));
    }
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sampleOf(s.items ?? {}, depth + 1));
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, sampleOf(s.properties?.[k] ?? {}, depth + 1)]));
    default:
      return 'a';
  }
}

/** A string-valued place of an input: its path (array items as index 0) and whether only listed values are accepted. */
interface StringLeaf {
  path: (string | 0)[];
  enumOnly: boolean;
}

function stringLeaves(s: Schema, path: (string | 0)[], out: StringLeaf[], depth = 0): StringLeaf[] {
  if (depth > 6) return out;
  const options = alternatives(s);
  const enums = options.filter((o) => o.enum || o.const !== undefined);
  const stringEnum = enums.some((o) => (o.enum ?? [o.const]).some((v) => typeof v === 'string'));
  const listed = (o: Schema) => o.enum !== undefined || o.const !== undefined;
  const freeString = options.some((o) => !listed(o) && (o.type === 'string' || (Array.isArray(o.type) && o.type.includes('string')) || (!o.type && !o.anyOf && !o.properties && !o.items)));
  if (path.length && (stringEnum || freeString)) out.push({ path, enumOnly: stringEnum && !freeString });
  for (const o of options) {
    if (o.properties) for (const [k, p] of Object.entries(o.properties)) stringLeaves(p, [...path, k], out, depth + 1);
    if (o.items) stringLeaves(o.items, [...path, 0], out, depth + 1);
  }
  return out;
}

/** The base input with the value at `path` replaced (arrays and objects on the way are made from the schema). */
function withValue(root: Schema, base: Record<string, unknown>, path: (string | 0)[], value: unknown): Record<string, unknown> {
  const out = structuredClone(base);
  let node: Record<string | number, unknown> = out;
  let schema: Schema = root;
  path.forEach((step, i) => {
    const next = alternatives(schema).find((o) => (step === 0 ? o.items : o.properties?.[step])) ?? {};
    const child = step === 0 ? next.items ?? {} : next.properties?.[step] ?? {};
    if (i === path.length - 1) {
      node[step] = value;
      return;
    }
    const childKind = alternatives(child).find((o) => o.items || o.properties);
    if (node[step] === undefined || node[step] === null || typeof node[step] !== 'object') node[step] = childKind?.items ? [] : {};
    const container = node[step] as Record<string | number, unknown>;
    if (Array.isArray(container) && container.length === 0 && childKind?.items) container.push(sampleOf(childKind.items));
    node = container;
    schema = child;
  });
  return out;
}

/**
 * Every string-valued place of an endpoint's input (top level; for JSON bodies also inside arrays
 * and objects) set to each inherited property name, the rest of the input plausible. A GET sends
 * its top-level fields only (a query string has no nesting).
 */
export function inheritedNameCases(ep: EndpointDef): (BadCase & { enumOnly: boolean })[] {
  const schema = z.toJSONSchema(ep.input, { io: 'input', unrepresentable: 'any' }) as Schema;
  const base = (sampleOf(schema) ?? {}) as Record<string, unknown>;
  const get = ep.method === 'GET' || ep.method === 'DELETE';
  const leaves = stringLeaves(schema, [], []).filter((l) => !get || l.path.length === 1);
  return leaves.flatMap((leaf) =>
    INHERITED_NAMES.map((name) => {
      let input = withValue(schema, base, leaf.path, name);
      if (get) input = Object.fromEntries(Object.entries(input).filter(([, v]) => v === null || typeof v !== 'object'));
      return { label: `${leaf.path.join('.')} = ${name}`, input, enumOnly: leaf.enumOnly };
    }),
  );
}
