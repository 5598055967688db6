import fs from 'node:fs';
import { renderApiDocs, withRateLimitTable } from '@/lib/server/api/docs';
import { openApiJsonText } from '@/lib/server/api/openapi';
import { portalOpenApiDocument } from '@/lib/server/openapi-document';
import { endpoints } from '@/lib/server/registry';

describe('docs/API.md', () => {
  it('is generated from the endpoint registry and up to date (run npm run docs:api)', () => {
    expect(fs.readFileSync('docs/API.md', 'utf8')).toBe(renderApiDocs(endpoints));
  });

  it('lists every rate limit in docs/SECURITY.md from the registry (run npm run docs:api)', () => {
    const security = fs.readFileSync('docs/SECURITY.md', 'utf8');
    expect(security).toBe(withRateLimitTable(security, endpoints));
  });

  it('checks in docs/openapi.json, generated from the endpoint registry and up to date (run npm run docs:openapi)', () => {
    expect(fs.readFileSync('docs/openapi.json', 'utf8')).toBe(openApiJsonText(portalOpenApiDocument()));
  });

  it('declares every endpoint once per method and path', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});
