import fs from 'node:fs';
import { renderApiDocs } from '@/lib/server/api/docs';
import { endpoints } from '@/lib/server/registry';

describe('docs/API.md', () => {
  it('is generated from the endpoint registry and up to date (run npm run docs:api)', () => {
    expect(fs.readFileSync('docs/API.md', 'utf8')).toBe(renderApiDocs(endpoints));
  });

  it('declares every endpoint once per method and path', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});
