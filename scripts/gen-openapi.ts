import fs from 'node:fs';
import { operationsOf } from '../lib/api-reference/document';
import { openApiJsonText } from '../lib/server/api/openapi';
import { portalOpenApiDocument } from '../lib/server/openapi-document';

/** docs/openapi.json, generated from the endpoint registry (npm run docs:openapi); tests/unit/openapi.test.ts checks it. */
const document = portalOpenApiDocument();
fs.writeFileSync('docs/openapi.json', openApiJsonText(document));
console.log(`docs/openapi.json: ${operationsOf(document).length} operations`);
