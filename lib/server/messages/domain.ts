import 'server-only';
import { defineDomain, tablesOf } from '@/lib/server/api/domain';
import * as messagesTables from '@/lib/server/db/schema/messages';
import { messageEndpoints } from './endpoints';

/** The messages domain's manifest (lib/server/api/domain.ts): applied by the composition root, lib/server/registry.ts. */
export const messagesDomain = defineDomain({
  name: 'messages',
  summary: "The message centre: a user's messages, written in the transaction of the change they report.",
  endpoints: messageEndpoints,
  tables: tablesOf(messagesTables),
  routes: ['/my/messageCentre'],
  messages: ['Messages'],
});
