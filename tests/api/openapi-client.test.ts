import { operationsOf, type OpenApiDocument } from '@/lib/api-reference/document';
import type { MaterialDetail, MaterialSearchResult } from '@/lib/materials/contract';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { importMaterials } from '@/lib/server/materials/importer';
import { openApiResponse, servedOpenApiDocument } from '@/lib/server/openapi-document';
import { callApi } from '../helpers/api';
import { createTestDatabase } from '../helpers/db';
import { testServices } from '../helpers/services';

/**
 * Issue 53 item 1: a client made from the OpenAPI document alone calls the portal. It knows nothing of the contracts:
 * for an operationId it reads the method, the path and the parameters from the document, puts the declared
 * parameters in the query (a GET) or the input in a JSON body (when the operation takes one), refuses what the
 * document does not declare, and sends the request through the dispatcher as the route handler would.
 */
function clientOf(doc: OpenApiDocument) {
  const operations = new Map(operationsOf(doc).map((entry) => [entry.operation.operationId, entry]));
  return async function request<T>(operationId: string, input: Record<string, string | number | boolean | object> = {}) {
    const entry = operations.get(operationId);
    if (!entry) throw new Error(`the document has no operation ${operationId}`);
    const { method, path, operation } = entry;
    const call = path.replace(/^\/atsteel\//, '');
    const declared = new Map((operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p]));
    const json = operation.requestBody?.content['application/json'];
    if (!json) {
      for (const name of Object.keys(input)) if (!declared.has(name)) throw new Error(`${operationId} takes no parameter ${name}`);
      for (const p of declared.values()) if (p.required && input[p.name] === undefined) throw new Error(`${operationId} needs ${p.name}`);
      const query = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
      return callApi<T>(method.toUpperCase() as 'GET', call, { query, lang: 'en' });
    }
    const properties = Object.keys((json.schema.properties ?? {}) as object);
    for (const name of Object.keys(input)) if (!properties.includes(name)) throw new Error(`${operationId} takes no field ${name}`);
    return callApi<T>(method.toUpperCase() as 'POST', call, { body: input, lang: 'en' });
  };
}

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await importMaterials(handle.db, ['compiled_steel_grades']);
}, 180_000);
afterAll(async () => {
  await handle.close();
});

describe('a client generated from the OpenAPI document', () => {
  it('is served as plain JSON at /atsteel/openapi.json, cacheable, made once per services object', async () => {
    const memory = testServices().memory;
    expect(servedOpenApiDocument(memory)).toBe(servedOpenApiDocument(memory));
    const response = openApiResponse(servedOpenApiDocument(memory));
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(((await response.json()) as OpenApiDocument).openapi).toBe('3.1.0');
  });

  it('searches steels and opens the first one\'s detail', async () => {
    // The document as a client downloads it: the JSON text, read back.
    const doc = (await openApiResponse(servedOpenApiDocument(testServices().memory)).json()) as OpenApiDocument;
    const request = clientOf(doc);

    const search = await request<MaterialSearchResult>('steelName_steelSearch', { keyword: 'Q355', pageSize: 5 });
    expect(search.status).toBe(200);
    expect(search.body.code).toBe(0);
    expect(typeof search.body.msg).toBe('string');
    const first = search.body.data!.list[0];
    expect(first.grade).toMatch(/^Q355/);

    const detail = await request<MaterialDetail>('steelName_steelDetail', { id: first.id });
    expect(detail.status).toBe(200);
    expect(detail.body.code).toBe(0);
    expect(detail.body.data!.grade).toBe(first.grade);
  });

  it('is refused in the envelope the document describes when the input breaks the schema', async () => {
    const doc = servedOpenApiDocument(testServices().memory);
    const request = clientOf(doc);
    await expect(request('steelName_steelDetail', { slug: 'x' })).rejects.toThrow(/no parameter slug/);
    const refused = await request('steelName_steelSearch', { keyword: 'x'.repeat(101) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: -1, data: null });
    expect(doc.paths['/atsteel/steelName/steelSearch']!.post!.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
  });
});
