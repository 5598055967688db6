import fs from 'node:fs';
import { endpoints } from '../lib/server/registry';
import { renderApiDocs } from '../lib/server/api/docs';

fs.writeFileSync('docs/API.md', renderApiDocs(endpoints));
console.log(`docs/API.md: ${endpoints.length} endpoints`);
