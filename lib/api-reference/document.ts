/**
 * The shape of the portal's OpenAPI 3.1 document (issue 53 item 1), as lib/server/api/openapi.ts writes it from the
 * endpoint registry, and the pure readers the reference page (/apiReference) and the tests use. Types and plain
 * functions only: no zod, no server, so a server component, a client island and a test read the same shape.
 */

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), as zod's `z.toJSONSchema` writes it. */
export type JsonSchema = { [key: string]: unknown };

/** Who may call an operation (`x-access`): the endpoint's access rule (lib/server/api/types.ts `AccessRule`). */
export type AccessExtension = { kind: 'public' } | { kind: 'user' } | { kind: 'permission'; code: string } | { kind: 'role'; roles: string[] };

/** One window of a counted limit: at most `max` calls (or bytes, `unit: 'byte'`) per `windowSeconds`. */
export interface RateRuleExtension {
  max: number;
  windowSeconds: number;
  unit: 'call' | 'byte';
}

/**
 * How often a caller may run an operation (`x-rate-limit`): a counted preset of lib/server/api/rate-limits.ts with its
 * windows (per user when signed in, else per client address), a preset the dispatcher does not count (`own`: the
 * handler's own counters; `read`: a read sent as POST), or `none` (a GET, not counted).
 */
export type RateLimitExtension =
  | { kind: 'counted'; name: string; rules: RateRuleExtension[]; per: 'user' | 'user or client address' }
  | { kind: 'own' | 'read'; name: string; reason: string }
  | { kind: 'none' };

export interface ParameterObject {
  name: string;
  in: 'query' | 'header' | 'cookie' | 'path';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface MediaTypeObject {
  schema: JsonSchema;
}

export interface OperationObject {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; description?: string; content: Record<string, MediaTypeObject> };
  responses: Record<string, { $ref: string } | { description: string; content?: Record<string, MediaTypeObject>; headers?: Record<string, unknown> }>;
  security: Record<string, string[]>[];
  'x-access': AccessExtension;
  'x-rate-limit': RateLimitExtension;
  /** Largest accepted request body in bytes (calls with a body). */
  'x-max-body-bytes'?: number;
  /** Why part of the input could not be written as JSON Schema (then the schema is looser than the server's check). */
  'x-input-note'?: string;
}

/** The methods the dispatcher serves (lib/route.ts `HttpMethod`), as OpenAPI spells them. */
export type HttpMethodKey = 'get' | 'post' | 'put' | 'delete';

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description?: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Partial<Record<HttpMethodKey, OperationObject>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    headers: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
}

/** One operation with where it lives. */
export interface OperationEntry {
  method: HttpMethodKey;
  path: string;
  operation: OperationObject;
}

/** Every operation of the document, in the document's order. */
export function operationsOf(doc: OpenApiDocument): OperationEntry[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    (Object.entries(item) as [HttpMethodKey, OperationObject][]).map(([method, operation]) => ({ method, path, operation })),
  );
}

/** The operations grouped by their first tag, in the order of the document's tags (untagged or unknown tags last). */
export function operationsByTag(doc: OpenApiDocument): { tag: string; description?: string; operations: OperationEntry[] }[] {
  const groups = new Map<string, OperationEntry[]>(doc.tags.map((t) => [t.name, []]));
  for (const entry of operationsOf(doc)) {
    const tag = entry.operation.tags[0] ?? '';
    groups.set(tag, [...(groups.get(tag) ?? []), entry]);
  }
  const described = new Map(doc.tags.map((t) => [t.name, t.description]));
  return [...groups].filter(([, operations]) => operations.length > 0).map(([tag, operations]) => ({ tag, description: described.get(tag), operations }));
}

/** The limits of one input field, as its JSON Schema states them (numbers, lengths, counts, the default). */
export interface FieldLimits {
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** One input field of an operation: its name, where it goes, its type as text, whether it is required, its limits. */
export interface FieldRow {
  name: string;
  location: 'query' | 'body' | 'file';
  type: string;
  required: boolean;
  /** The allowed values of an enumeration (or a constant), as JSON text. */
  values?: string[];
  limits: FieldLimits;
}

/** `string`, `integer | string`, `object[]`: the types a schema accepts, as text. */
export function typeText(schema: JsonSchema | undefined): string {
  if (!schema || typeof schema !== 'object') return 'any';
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return [...new Set(alternatives.flatMap((s) => typeText(s).split(' | ')))].join(' | ');
  if (schema.const !== undefined) return typeof schema.const;
  if (schema.type === 'array') return `${typeText(schema.items as JsonSchema | undefined)}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (typeof schema.type === 'string') return schema.format === 'binary' ? 'file' : schema.type;
  return 'any';
}

/** The enumerated values a schema (or its alternatives) allows, as JSON text; undefined when it is not an enumeration. */
function valuesOf(schema: JsonSchema): string[] | undefined {
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) {
    const each = alternatives.map(valuesOf);
    return each.every(Boolean) ? [...new Set(each.flat() as string[])] : undefined;
  }
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v));
  if (schema.const !== undefined) return [JSON.stringify(schema.const)];
  if (schema.type === 'null') return ['null'];
  return undefined;
}

const LIMIT_KEYS = ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'] as const;

/** The limits of a schema and of its alternatives (a number given as a number or as digits carries them on the number). */
function limitsOf(schema: JsonSchema): FieldLimits {
  const out: FieldLimits = {};
  const alternatives = ((schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined) ?? [];
  for (const s of [...alternatives.map(limitsOf), schema]) {
    for (const key of LIMIT_KEYS) if (typeof s[key] === 'number' && out[key] === undefined) out[key] = s[key] as number;
  }
  if (schema.default !== undefined) out.default = schema.default;
  return out;
}

function rowsOfObject(schema: JsonSchema | undefined, location: FieldRow['location']): FieldRow[] {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({ name, location, type: typeText(s), required: required.has(name), values: valuesOf(s), limits: limitsOf(s) }));
}

/** The input fields of an operation: its query parameters, then the fields of its JSON or multipart body. */
export function fieldsOf(operation: OperationObject): FieldRow[] {
  const query: FieldRow[] = (operation.parameters ?? [])
    .filter((p) => p.in === 'query')
    .map((p) => ({ name: p.name, location: 'query', type: typeText(p.schema), required: Boolean(p.required), values: valuesOf(p.schema), limits: limitsOf(p.schema) }));
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const multipart = content['multipart/form-data']?.schema;
  return [...query, ...rowsOfObject(json, 'body'), ...rowsOfObject(multipart, 'file')];
}
