import fs from 'node:fs';
import { endpoints } from '../lib/server/registry';
import { renderApiDocs, withRateLimitTable } from '../lib/server/api/docs';

fs.writeFileSync('docs/API.md', renderApiDocs(endpoints));
console.log(`docs/API.md: ${endpoints.length} endpoints`);
fs.writeFileSync('docs/SECURITY.md', withRateLimitTable(fs.readFileSync('docs/SECURITY.md', 'utf8'), endpoints));
console.log('docs/SECURITY.md: rate-limit table');
