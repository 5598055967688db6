import { openApiResponse, servedOpenApiDocument } from '@/lib/server/openapi-document';

/**
 * The OpenAPI 3.1 document of every /atsteel/ call (issue 53 item 1; docs/API.md): plain JSON, public, the same for
 * everyone and made once per process (a slot of the services' memory), so serving it costs a serialisation. A static
 * segment beside the catch-all [...path], which Next matches first; docs/openapi.json is the checked-in copy.
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return openApiResponse(servedOpenApiDocument());
}
