import { compileErrors, validate } from '@readme/openapi-parser';
import { z } from 'zod';
import { operationsOf, type OpenApiDocument } from '@/lib/api-reference/document';
import { inputSchemaOf, openApiDocument, operationIdOf } from '@/lib/server/api/openapi';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { PUBLIC, USER, defineEndpoint } from '@/lib/server/api/types';
import { call } from '@/lib/contract';
import { portalOpenApiDocument } from '@/lib/server/openapi-document';
import { domains, endpoints } from '@/lib/server/registry';
import { RESPONSE_CODE } from '@/lib/session/constants';

const doc = portalOpenApiDocument();
const operation = (method: 'get' | 'post', path: string) => {
  const op = doc.paths[`/atsteel/${path}`]?.[method];
  if (!op) throw new Error(`no ${method} ${path}`);
  return op;
};

describe('the OpenAPI document (issue 53 item 1)', () => {
  it('validates as OpenAPI 3.1 with @readme/openapi-parser', async () => {
    // The parser resolves references in the object it is given: it gets a copy.
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.specification).toBe('OpenAPI');
    expect(doc.openapi).toBe('3.1.0');
  });

  it('is checked by a validator that refuses a broken copy (a response without a description; a duplicate operationId)', async () => {
    const copy = () => structuredClone(doc) as unknown as { paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>> };
    const undescribed = copy();
    undescribed.paths['/atsteel/steelName/steelDetail'].get.responses['200'] = { content: {} };
    const duplicate = copy();
    duplicate.paths['/atsteel/steelName/steelSearch'].post.operationId = 'steelName_steelDetail';
    for (const [broken, reason] of [[undescribed, /description/], [duplicate, /operationId/]] as const) {
      const result = await validate(broken as never);
      expect(result.valid ? '' : compileErrors(result)).toMatch(reason);
    }
  });

  it('has one operation per registered endpoint, at /atsteel/<path> with its method', () => {
    const documented = operationsOf(doc).map((o) => `${o.method.toUpperCase()} ${o.path}`);
    const registered = endpoints.map((ep) => `${ep.method} /atsteel/${ep.path}`);
    expect(documented).toHaveLength(endpoints.length);
    expect(new Set(documented)).toEqual(new Set(registered));
    const ids = operationsOf(doc).map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('states every endpoint\'s summary, access rule, rate limit and domain', () => {
    const tagOf = new Map(domains.flatMap((d) => (d.endpoints ?? []).map((ep) => [ep, d.name] as const)));
    for (const ep of endpoints) {
      const op = doc.paths[`/atsteel/${ep.path}`]![ep.method.toLowerCase() as 'get']!;
      expect(op.summary).toBe(ep.summary);
      expect(op.tags).toEqual([tagOf.get(ep)]);
      expect(op['x-access'].kind).toBe(ep.access.kind);
      expect(op['x-rate-limit'].kind).toBe(ep.rateLimit?.kind ?? 'none');
      expect(op.responses['403'] !== undefined, `${ep.path} 403`).toBe(ep.access.kind !== 'public');
      expect(op.security.some((s) => Object.keys(s).length === 0), `${ep.path} optional security`).toBe(ep.access.kind === 'public');
    }
    expect(doc.tags.map((t) => t.name)).toEqual(domains.filter((d) => d.endpoints?.length).map((d) => d.name));
  });

  it('describes a search (JSON body), a detail (query), an upload (multipart), a notification and a permission call', () => {
    const search = operation('post', 'steelName/steelSearch');
    expect(search.operationId).toBe('steelName_steelSearch');
    expect(search.requestBody?.content['application/json'].schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      properties: { keyword: { type: 'string', maxLength: 100, default: '' }, pageSize: { anyOf: [{ type: 'integer', minimum: 1, maximum: 100 }, { type: 'string' }], default: 20 } },
    });
    expect(search['x-rate-limit']).toEqual({ kind: 'read', name: 'read', reason: RATE_LIMITS.read.reason });
    expect(search.responses['429']).toBeUndefined();

    const detail = operation('get', 'steelName/steelDetail');
    expect(detail.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'query', required: true })]);
    expect(detail.requestBody).toBeUndefined();

    const upload = operation('post', 'SystemManager/fileUpload');
    expect(upload.parameters?.map((p) => p.name)).toContain('kind');
    expect(upload.requestBody?.content['multipart/form-data'].schema).toMatchObject({ properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] });
    expect(upload['x-rate-limit']).toMatchObject({ kind: 'counted', name: 'upload', rules: [{ max: 120, windowSeconds: 600, unit: 'call' }, { windowSeconds: 3600, unit: 'byte' }], per: 'user' });
    expect(upload.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });

    // A provider's notification is read as sent and answered as the provider expects, not in the envelope.
    const notify = operation('post', 'pay/wxpay/notify');
    expect(Object.keys(notify.requestBody!.content)).toEqual(['*/*']);
    expect(notify.responses).toMatchObject({ '2XX': { $ref: '#/components/responses/ProviderAck' }, '4XX': { $ref: '#/components/responses/ProviderRefusal' } });
    expect(notify.responses['200']).toBeUndefined();

    const admin = endpoints.find((ep) => ep.access.kind === 'permission')!;
    const op = doc.paths[`/atsteel/${admin.path}`]![admin.method.toLowerCase() as 'get']!;
    expect(op['x-access']).toEqual(admin.access);
    expect(op.security).toEqual([{ bearer: [] }, { tokenCookie: [] }]);
    expect(op.responses['200']).toEqual({ $ref: '#/components/responses/OkOrSessionRefusal' });
  });

  it('answers the session refusals -100 and -101 with HTTP 200 and the refusals in the envelope', () => {
    expect(doc.components.schemas.SessionRefusal).toMatchObject({ allOf: [{}, { properties: { code: { enum: [RESPONSE_CODE.noToken, RESPONSE_CODE.invalidToken] } } }] });
    for (const status of ['BadRequest', 'Forbidden', 'NotFound', 'Conflict', 'PayloadTooLarge', 'UnsupportedMediaType', 'TooManyRequests', 'ServerError', 'Unavailable']) {
      expect(doc.components.responses[status]).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } });
    }
    expect(doc.info.description).toMatch(/Outputs are approximate/);
  });
});

describe('openApiDocument', () => {
  const ping = call('GET', 'test/ping', z.object({ n: z.string().max(3).optional() })).returns<{ ok: true }>();
  const save = call('POST', 'test/save', z.object({ name: z.string().min(1) })).returns<null>();
  const small = [
    defineEndpoint(ping, { summary: 'Ping.', access: PUBLIC, handler: () => ({ ok: true as const }) }),
    defineEndpoint(save, { summary: 'Save.', access: USER, rateLimit: RATE_LIMITS.edit, handler: () => null }),
  ];

  it('tags an endpoint no domain lists with its first path segment and takes the server given', () => {
    const small_doc: OpenApiDocument = openApiDocument(small, { version: '1.2.3', serverUrl: 'https://example.test' });
    expect(small_doc.servers).toEqual([{ url: 'https://example.test' }]);
    expect(small_doc.tags).toEqual([{ name: 'test' }]);
    expect(small_doc.paths['/atsteel/test/save']?.post?.requestBody).toMatchObject({ required: true, content: { 'application/json': { schema: { required: ['name'] } } } });
    expect(operationIdOf('tm-standard/list')).toBe('tm_standard_list');
  });

  it('writes an input zod cannot describe as {} with a note instead of throwing', () => {
    const custom = inputSchemaOf(z.object({ when: z.custom<Date>((v) => v instanceof Date) }), 'x');
    expect(custom.schema).toMatchObject({ properties: { when: {} } });
    expect(custom.note).toMatch(/when/);
    const broken = z.object({
      get a(): z.ZodString {
        throw new Error('boom');
      },
    });
    expect(inputSchemaOf(broken, 'x')).toMatchObject({ schema: {}, note: expect.stringContaining('boom') });
  });
});
