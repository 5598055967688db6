import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as libraryTables from '@/lib/server/db/schema/library';
import { libraryEndpoints } from './endpoints';
import { librarySeedStep } from './seed';
import { libraryFulfilment } from './fulfilment';
import { libraryFileOwner } from './files';
import { standardItemId } from './standard-item';

/** The library domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const libraryDomain = defineDomain({
  name: 'library',
  summary: 'The technical library: books and documents, their orders and downloads.',
  endpoints: libraryEndpoints,
  seedSteps: [librarySeedStep],
  fulfilments: { book: libraryFulfilment, document: libraryFulfilment },
  fileOwners: [libraryFileOwner],
  answers: { standardLibraryItem: standardItemId },
  tables: tablesOf(libraryTables),
  dependsOn: ['materials'],
  routes: ['/librany', '/my/documentOrder', '/my/documentOrderDetail'],
  messages: ['Library'],
  docs: ['docs/LIBRARY.md'],
});
