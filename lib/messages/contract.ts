import { z } from '@/lib/zod';
import { call, dbId, noInput, pageSchema, type Paged } from '@/lib/contract';
import { MESSAGE_TYPES, type MessageKind, type MessageType } from './kinds';

/**
 * The message centre's contract (spec sections 3 and 7, "My data: messages"; /my/messageCentre):
 * every call's path, input and output, used by the endpoints (lib/server/messages), the browser
 * calls (lib/api/calls/messages.ts) and the screens. Messages are written by the server only, through
 * `notify` (lib/server/messages/notify.ts); no call creates one.
 */

export const READ_FILTERS = ['all', 'unread', 'read'] as const;
export type ReadFilter = (typeof READ_FILTERS)[number];

export const messagePageSchema = pageSchema.extend({
  readState: z.enum(READ_FILTERS, { error: 'Messages.badFilter' }).optional().default('all'),
  type: z.enum(MESSAGE_TYPES, { error: 'Messages.badFilter' }).optional(),
});
export type MessagePageInput = z.infer<typeof messagePageSchema>;

/** Up to one page of messages at a time. */
export const messageIdsSchema = z.object({
  ids: z.array(dbId(), { error: 'Messages.selectMessages' }).min(1, 'Messages.selectMessages').max(100, 'Messages.selectMessages'),
});

/** One message as its reader sees it: title and content in the reader's language. */
export interface MessageRow {
  id: number;
  type: MessageType;
  kind: MessageKind;
  title: string;
  content: string;
  /** The screen the message is about (a path without the language prefix), or null. */
  link: string | null;
  read: boolean;
  /** ISO 8601. */
  createdAt: string;
}

export const messagesCalls = {
  page: call('GET', 'messages/page', messagePageSchema).returns<Paged<MessageRow> & { unread: number }>(),
  unreadCount: call('GET', 'messages/unreadCount', noInput).envelope().returns<{ count: number }>(),
  read: call('POST', 'messages/read', messageIdsSchema).returns<{ updated: number }>(),
  readAll: call('POST', 'messages/readAll', noInput).returns<{ updated: number }>(),
  delete: call('POST', 'messages/delete', messageIdsSchema).returns<{ deleted: number }>(),
};
