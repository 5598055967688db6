import fs from 'node:fs';
import { domains } from '../lib/server/registry';
import { renderDomainDocs } from '../lib/server/domain-docs';

fs.writeFileSync('docs/DOMAINS.md', renderDomainDocs(domains));
console.log(`docs/DOMAINS.md: ${domains.length} domains`);
