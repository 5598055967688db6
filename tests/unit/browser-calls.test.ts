import fs from 'node:fs';
import { CONTRACT_DOMAINS, renderBrowserCalls } from '@/lib/api/browser-calls';

describe('the browser call modules (lib/api/calls)', () => {
  it.each(CONTRACT_DOMAINS)('are generated from lib/%s/contract.ts and up to date (run npm run calls:gen)', async (domain) => {
    const contract = (await import(`@/lib/${domain}/contract.ts`)) as Record<string, unknown>;
    expect(fs.readFileSync(`lib/api/calls/${domain}.ts`, 'utf8')).toBe(renderBrowserCalls(domain, contract));
  });

  it('import no zod at run time', () => {
    for (const domain of CONTRACT_DOMAINS) {
      const text = fs.readFileSync(`lib/api/calls/${domain}.ts`, 'utf8');
      expect(text.split('\n').filter((l) => l.startsWith('import ') && !l.startsWith('import type '))).toEqual([]);
    }
  });
});
