import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as contentTables from '@/lib/server/db/schema/content';
import { contentEndpoints } from './endpoints';
import { contentSeedStep } from './seed';
import { contentFileOwner } from './files';
import { lastContentChange } from './revision';

/** The content domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const contentDomain = defineDomain({
  name: 'content',
  summary: 'Editorial content: news, solutions, help, the front page.',
  endpoints: contentEndpoints,
  seedSteps: [contentSeedStep],
  fileOwners: [contentFileOwner],
  answers: { lastContentChange },
  tables: tablesOf(contentTables),
  dependsOn: ['materials'],
  routes: ['/', '/home', '/help', '/other', '/solution', '/my/administration/content'],
  messages: ['Content'],
  docs: ['docs/CONTENT.md'],
});
