import fs from 'node:fs';
import { CONTRACT_DOMAINS, renderBrowserCalls } from '../lib/api/browser-calls';

for (const domain of CONTRACT_DOMAINS) {
  const contract = (await import(`../lib/${domain}/contract.ts`)) as Record<string, unknown>;
  fs.writeFileSync(`lib/api/calls/${domain}.ts`, renderBrowserCalls(domain, contract));
  console.log(`lib/api/calls/${domain}.ts`);
}
