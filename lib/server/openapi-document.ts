import 'server-only';
import type { OpenApiDocument } from '@/lib/api-reference/document';
import { openApiDocument } from '@/lib/server/api/openapi';
import type { ProcessMemory } from '@/lib/server/ports';
import { domains, endpoints } from '@/lib/server/registry';
import { services } from '@/lib/server/services';
import packageJson from '@/package.json';

/**
 * The portal's OpenAPI document (issue 53 item 1), from the registry: every endpoint tagged with the domain that
 * serves it (its manifest's name and summary). The same document is checked in as docs/openapi.json
 * (`npm run docs:openapi`; tests/unit/openapi.test.ts fails when it is stale), served at /atsteel/openapi.json and
 * shown at /apiReference.
 */
export function portalOpenApiDocument(): OpenApiDocument {
  return openApiDocument(endpoints, {
    version: packageJson.version,
    tags: domains.map((d) => ({ name: d.name, description: d.summary, endpoints: d.endpoints ?? [] })),
  });
}

/** The document, made once per services object (a slot of its memory: the route and the page read it on every request). */
export function servedOpenApiDocument(memory: ProcessMemory = services().memory): OpenApiDocument {
  return memory.slot('api.openapi', portalOpenApiDocument);
}

/** The answer of GET /atsteel/openapi.json: the document as plain JSON (not the envelope), cacheable for five minutes. */
export function openApiResponse(document: OpenApiDocument): Response {
  return Response.json(document, { headers: { 'cache-control': 'public, max-age=300' } });
}
