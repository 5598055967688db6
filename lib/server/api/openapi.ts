import { z } from 'zod';
import type { AccessExtension, HttpMethodKey, JsonSchema, OpenApiDocument, OperationObject, ParameterObject, RateLimitExtension } from '@/lib/api-reference/document';
import { COOKIE, RESPONSE_CODE } from '@/lib/session/constants';
import { DEFAULT_MAX_BODY } from './dispatch';
import { strictInput } from './input-rules';
import type { EndpointDef } from './types';

/** A group of endpoints shown under one tag: the domain that serves them (lib/server/<domain>/domain.ts). */
export interface OpenApiTag {
  name: string;
  description?: string;
  endpoints: readonly EndpointDef<any>[];
}

export interface OpenApiOptions {
  /** info.version. */
  version: string;
  /** The server the paths are below (default `/`: the document's own origin). */
  serverUrl?: string;
  /** The owning domains, in the order the tags are listed; an endpoint none of them lists is tagged with its path's first segment. */
  tags?: readonly OpenApiTag[];
}

const BINARY = 'application/octet-stream';

/** The envelope and its refusals, shared by every operation. */
const COMPONENTS: OpenApiDocument['components'] = {
  schemas: {
    Envelope: {
      type: 'object',
      description:
        'Every JSON answer: `code` 0 success, -1 failure, -100 no token, -101 invalid or expired token; `msg` in the caller\'s language. ' +
        '`data` is typed loosely: the calls\' outputs are TypeScript types in the contracts (lib/*/contract.ts), not zod schemas, so this document cannot state them.',
      properties: {
        code: { type: 'integer', enum: [RESPONSE_CODE.success, RESPONSE_CODE.failure, RESPONSE_CODE.noToken, RESPONSE_CODE.invalidToken] },
        data: { description: 'The answer (any JSON value; null on a refusal).' },
        msg: { type: 'string' },
      },
      required: ['code', 'data', 'msg'],
    },
    Success: {
      allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', properties: { code: { const: RESPONSE_CODE.success } } }],
    },
    Failure: {
      description: 'A refusal: code -1, data null, msg says why in the caller\'s language (an invalid input names the field).',
      allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', properties: { code: { const: RESPONSE_CODE.failure }, data: { type: 'null' } } }],
    },
    SessionRefusal: {
      description: 'A call that needs a session without one (-100: no token sent) or with one that is unknown, expired, revoked or of a disabled account (-101). Answered with HTTP 200, as the spec\'s clients expect.',
      allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', properties: { code: { enum: [RESPONSE_CODE.noToken, RESPONSE_CODE.invalidToken] }, data: { type: 'null' } } }],
    },
  },
  headers: {
    RetryAfter: { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } },
  },
  responses: {
    Ok: { description: 'The envelope with code 0 and the answer in data.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Success' } } } },
    OkOrSessionRefusal: {
      description: 'The envelope: code 0 with the answer in data, or a session refusal (-100, -101; HTTP 200).',
      content: { 'application/json': { schema: { oneOf: [{ $ref: '#/components/schemas/Success' }, { $ref: '#/components/schemas/SessionRefusal' }] } } },
    },
    Bytes: {
      description: 'The bytes (an image, a file, a workbook; the content type and file name are in the headers), or the envelope where the call answers JSON (a session refusal among them).',
      content: { [BINARY]: { schema: { type: 'string', contentMediaType: BINARY } }, 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
    },
    Stream: {
      description: "A stream of server-sent events (the AI SDK's UI message stream: one `data: <chunk JSON>` per item, `data: [DONE]` at the end); a session refusal is the envelope.",
      content: { 'text/event-stream': { schema: { type: 'string' } }, 'application/json': { schema: { $ref: '#/components/schemas/SessionRefusal' } } },
    },
    ProviderAck: { description: "Applied (or applied before): the acknowledgement the payment provider expects (WeChat Pay: 204 without a body; Alipay: 200 with the text `success`)." },
    ProviderRefusal: {
      description: "Not applied (the signature does not verify, an unknown order): the refusal in the provider's format (WeChat Pay: JSON; Alipay: the text `fail`), or the envelope when the dispatcher refuses the request (an oversized or undecodable body).",
      content: { 'text/plain': { schema: { type: 'string' } }, 'application/json': { schema: {} } },
    },
    BadRequest: failure('Invalid input (the message names the field: a wrong type, a number out of range, an unknown key or enum value, a string over its maximum, NUL or an unpaired surrogate, JSON nested deeper than 16 levels, malformed JSON or UTF-8), or a wrong code or password.'),
    Forbidden: failure('A refused permission: the access rule (a permission code or a role) or the handler\'s own check (a record that is not the caller\'s to change).'),
    NotFound: failure('What the call names does not exist, or is not the caller\'s to see.'),
    Conflict: failure('The wrong moment: a wrong state, something that already exists, a limit of stored things reached, a concurrent change.'),
    PayloadTooLarge: failure('The request body is larger than the call accepts (`x-max-body-bytes`).'),
    UnsupportedMediaType: failure('A content type the call does not accept (multipart for a JSON call, anything but multipart/form-data for an upload).'),
    TooManyRequests: failure('The call\'s rate limit (`x-rate-limit`) or the sign-in\'s own counters are used up; `msg` and Retry-After give the seconds to wait.', true),
    ServerError: failure('An unexpected error (logged on the server; the answer carries no detail).'),
    Unavailable: failure('The database cannot be reached at the moment.', true),
  },
  securitySchemes: {
    bearer: { type: 'http', scheme: 'bearer', description: 'The session token of a sign-in (loginCustom/login and the other sign-ins).' },
    tokenCookie: { type: 'apiKey', in: 'cookie', name: COOKIE.token, description: 'The same token in the `token` cookie (the browser\'s way).' },
    apiKeyHeader: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'An API key (`ak_…`, docs/API-KEYS.md), also accepted as `Authorization: Bearer ak_…`; only on calls with an `x-api-scope`, and never in the address.' },
  },
};

function failure(description: string, retryAfter = false) {
  return {
    description,
    ...(retryAfter ? { headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } } : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
  };
}

const DESCRIPTION = [
  'The calls of the portal, all below `/atsteel/`, generated from the endpoint registry (lib/server/registry.ts) and the zod input schemas of the contracts (`npm run docs:openapi`).',
  '',
  'GET calls take their input from the query string (every value is text there; numbers are accepted as digits), POST calls from a JSON body; uploads send multipart/form-data with their input in the query; the payment providers\' notifications are read as sent.',
  'Every JSON answer is the envelope `{ code, data, msg }`: `code` 0 success, -1 failure with `msg` in the caller\'s language (the `lang` cookie, then Accept-Language), -100 no token and -101 invalid or expired token (both with HTTP 200).',
  'A refusal keeps code -1 and answers 4xx in the same envelope: 400 invalid input, 403 a refused permission, 404 an unknown call or record, 405 a method the path does not serve, 409 the wrong moment, 413 an oversized body, 415 a wrong content type, 429 a used-up rate limit (Retry-After); 503 when the database cannot be reached.',
  'The session token travels as `Authorization: Bearer <token>` or in the `token` cookie. `x-access` names each call\'s rule (public, a signed-in user, a permission code, roles) and `x-rate-limit` its limit (lib/server/api/rate-limits.ts, docs/SECURITY.md).',
  '',
  'Inputs are exact: the schemas are zod\'s JSON Schema of each call\'s input, with every object closed as the dispatcher closes it. Outputs are approximate: they are TypeScript types in the contracts, not schemas, so `data` is described as any JSON value.',
].join('\n');

/** `steelName/steelSearch` → `steelName_steelSearch`: unique per path (no path is served by two methods; the test checks). */
export function operationIdOf(path: string): string {
  return path.replace(/[^A-Za-z0-9]+/g, '_');
}

function accessOf(ep: EndpointDef): AccessExtension {
  const a = ep.access;
  return a.kind === 'permission' ? { kind: 'permission', code: a.code } : a.kind === 'role' ? { kind: 'role', roles: [...a.roles] } : { kind: a.kind };
}

function rateLimitOf(ep: EndpointDef): RateLimitExtension {
  const limit = ep.rateLimit;
  if (!limit) return { kind: 'none' };
  if (limit.kind !== 'counted') return { kind: limit.kind, name: limit.name, reason: limit.reason };
  return {
    kind: 'counted',
    name: limit.name,
    rules: limit.rules.map((r) => ({ max: r.max, windowSeconds: r.windowSeconds, unit: r.unit ?? 'call' })),
    per: ep.access.kind === 'public' ? 'user or client address' : 'user',
  };
}

/** A default as JSON can carry it (a function or a Date would not survive the document). */
function jsonValue(value: unknown): unknown {
  try {
    return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
  } catch {
    return undefined;
  }
}

/**
 * The input's JSON Schema as the dispatcher applies it (`strictInput`: every object closed), from zod 4's
 * `z.toJSONSchema` (draft 2020-12, the dialect of OpenAPI 3.1), input side. Two additions from the output side, where
 * zod keeps them: a default (an optional field's value when absent) and the range of a number accepted as a number or
 * as digits (`intParam`: the range is checked after the text is read, so it is written on the number's branch).
 * Anything zod cannot write is `{}` and named in `note`; a schema that throws is `{}` as a whole.
 */
export function inputSchemaOf(input: z.ZodType, defsPrefix: string): { schema: JsonSchema; defs: Record<string, JsonSchema>; note?: string } {
  const unrepresented: string[] = [];
  try {
    const json = z.toJSONSchema(strictInput(input), {
      io: 'input',
      unrepresentable: (ctx) => {
        unrepresented.push(ctx.path.join('.') || '(the input)');
        return {};
      },
      override: ({ zodSchema, jsonSchema }) => {
        const def = zodSchema._zod.def as unknown as Record<string, any>;
        const out = jsonSchema as JsonSchema;
        if (def.type === 'default' && out.default === undefined) {
          const value = jsonValue(def.defaultValue);
          if (value !== undefined) out.default = value;
        }
        if (def.type === 'pipe') numberRange(out, def.out as z.ZodType);
      },
    }) as JsonSchema;
    const { $schema: _dialect, $defs, ...schema } = json;
    const defs: Record<string, JsonSchema> = {};
    for (const [name, s] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) defs[`${defsPrefix}.${name}`] = s;
    const rewritten = rewriteRefs(schema, defsPrefix) as JsonSchema;
    for (const name of Object.keys(defs)) defs[name] = rewriteRefs(defs[name], defsPrefix) as JsonSchema;
    return { schema: rewritten, defs, note: unrepresented.length ? `Not representable in JSON Schema, left open: ${unrepresented.join(', ')}` : undefined };
  } catch (error) {
    return { schema: {}, defs: {}, note: `The input schema could not be written as JSON Schema (${error instanceof Error ? error.message : String(error)}); the server's check applies.` };
  }
}

/** Writes the range of a pipe's number output (`intParam`, `numberParam`) on the number branch of its input. */
function numberRange(json: JsonSchema, out: z.ZodType): void {
  let target: JsonSchema;
  try {
    target = z.toJSONSchema(out, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return;
  }
  if (target.type !== 'number' && target.type !== 'integer') return;
  const { $schema: _dialect, ...range } = target;
  const branches = (json.anyOf as JsonSchema[] | undefined) ?? [json];
  for (const branch of branches) if (branch.type === 'number' && Object.keys(branch).length === 1) Object.assign(branch, range);
}

/** `#/$defs/X` of one input → `#/components/schemas/<prefix>.X` (zod names shared sub-schemas; the document keeps them). */
function rewriteRefs(value: unknown, prefix: string): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, prefix));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/') ? `#/components/schemas/${prefix}.${v.slice(8)}` : rewriteRefs(v, prefix)]),
  );
}

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** The 200 answer: the envelope (with the session refusals for a call that needs a session), bytes or a stream. */
function okResponse(ep: EndpointDef): { $ref: string } {
  if (ep.stream) return ref('Stream');
  if (ep.binary) return ref('Bytes');
  return ref(ep.access.kind === 'public' ? 'Ok' : 'OkOrSessionRefusal');
}

function operationOf(ep: EndpointDef, tag: string, defs: Record<string, JsonSchema>): OperationObject {
  const operationId = operationIdOf(ep.path);
  const input = inputSchemaOf(ep.input, operationId);
  Object.assign(defs, input.defs);
  // As the dispatcher reads them (readInput): GET and DELETE from the query, uploads and notifications too.
  const fromQuery = ep.method === 'GET' || ep.method === 'DELETE' || Boolean(ep.multipart || ep.rawBody);
  const properties = (input.schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input.schema.required ?? []) as string[]);
  const parameters: ParameterObject[] = fromQuery ? Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema })) : [];
  const op: OperationObject = {
    operationId,
    summary: ep.summary,
    tags: [tag],
    ...(parameters.length ? { parameters } : {}),
    // A provider's notification answers as the provider expects, not in the envelope (lib/server/payments/notify.ts).
    responses: ep.rawBody ? { '2XX': ref('ProviderAck'), '4XX': ref('ProviderRefusal') } : { '200': okResponse(ep), '400': ref('BadRequest') },
    // A public call still reads a token when one is sent (a visitor's favourites, a VIP's full values): optional.
    security: [...(ep.access.kind === 'public' ? [{}] : []), { bearer: [] }, { tokenCookie: [] }, ...(ep.apiScope ? [{ apiKeyHeader: [] }] : [])],
    'x-access': accessOf(ep),
    ...(ep.apiScope ? { 'x-api-scope': ep.apiScope } : {}),
    'x-rate-limit': rateLimitOf(ep),
  };
  if (ep.multipart) {
    op.requestBody = {
      required: true,
      description: 'One part, the file, streamed; its kind and the other input are in the query.',
      content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary', contentMediaType: BINARY } }, required: ['file'] } } },
    };
  } else if (ep.rawBody) {
    op.requestBody = { required: true, description: "The provider's signed notification, read exactly as sent (any content type).", content: { '*/*': { schema: { type: 'string' } } } };
  } else if (!fromQuery) {
    op.requestBody = { required: required.size > 0, content: { 'application/json': { schema: input.schema } } };
  }
  if (!ep.rawBody) {
    if (ep.access.kind !== 'public') op.responses['403'] = ref('Forbidden');
    op.responses['404'] = ref('NotFound');
    if (ep.method !== 'GET') {
      op.responses['409'] = ref('Conflict');
      op.responses['413'] = ref('PayloadTooLarge');
      op.responses['415'] = ref('UnsupportedMediaType');
    }
    if (ep.rateLimit && ep.rateLimit.kind !== 'read') op.responses['429'] = ref('TooManyRequests');
  }
  if (ep.method !== 'GET' && ep.method !== 'DELETE') op['x-max-body-bytes'] = ep.maxBodyBytes ?? DEFAULT_MAX_BODY;
  op.responses['500'] = ref('ServerError');
  op.responses['503'] = ref('Unavailable');
  if (input.note) op['x-input-note'] = input.note;
  return op;
}

/**
 * The OpenAPI 3.1 document of `endpoints` (issue 53 item 1): one operation per endpoint at `/atsteel/<path>`, with its
 * input (query parameters or JSON body), the envelope answers and refusals, the access rule (`security`, `x-access`)
 * and the rate limit (`x-rate-limit`). Pure: the same endpoints give the same document (docs/openapi.json is checked
 * against it).
 */
export function openApiDocument(endpoints: readonly EndpointDef<any>[], { version, serverUrl = '/', tags = [] }: OpenApiOptions): OpenApiDocument {
  const tagOf = new Map<EndpointDef, string>();
  for (const t of tags) for (const ep of t.endpoints) if (!tagOf.has(ep)) tagOf.set(ep, t.name);
  const defs: Record<string, JsonSchema> = {};
  const paths: OpenApiDocument['paths'] = {};
  const used = new Set<string>();
  for (const ep of endpoints) {
    const tag = tagOf.get(ep) ?? ep.path.split('/')[0];
    used.add(tag);
    const key = `/atsteel/${ep.path}`;
    paths[key] = { ...paths[key], [ep.method.toLowerCase() as HttpMethodKey]: operationOf(ep, tag, defs) };
  }
  const listed = tags.filter((t) => used.has(t.name)).map((t) => ({ name: t.name, ...(t.description ? { description: t.description } : {}) }));
  const others = [...used].filter((name) => !tags.some((t) => t.name === name)).map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: { title: 'Steel & Materials Cloud API', version, description: DESCRIPTION },
    servers: [{ url: serverUrl }],
    tags: [...listed, ...others],
    paths,
    components: { ...COMPONENTS, schemas: { ...COMPONENTS.schemas, ...defs } },
  };
}

/**
 * The document as the text of docs/openapi.json: indented down to each operation's fields and parameters, compact
 * below (fully indented it would be a megabyte; this keeps a diff to the lines of the operations that changed).
 */
export function openApiJsonText(doc: OpenApiDocument, depth = 5): string {
  const write = (value: unknown, level: number, pad: string): string => {
    if (level >= depth || value === null || typeof value !== 'object' || Object.keys(value).length === 0) return JSON.stringify(value);
    const inner = `${pad}  `;
    if (Array.isArray(value)) return `[\n${value.map((v) => inner + write(v, level + 1, inner)).join(',\n')}\n${pad}]`;
    return `{\n${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${inner}${JSON.stringify(k)}: ${write(v, level + 1, inner)}`)
      .join(',\n')}\n${pad}}`;
  };
  return `${write(doc, 0, '')}\n`;
}
