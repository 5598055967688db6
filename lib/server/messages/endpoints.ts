import 'server-only';
import { messagesCalls } from '@/lib/messages/contract';
import { defineEndpoint, USER } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { deleteMessages, listMessages, markAllRead, markRead, unreadCount } from './queries';

/** The message centre (/my/messageCentre): the caller's own messages only. */
export const messageEndpoints = [
  defineEndpoint(messagesCalls.page, {
    summary: "The caller's messages, newest first, in the caller's language; filter by read state (all, unread, read) and type; with the unread count.",
    access: USER,
    handler: ({ db, user, locale, input }) => listMessages(db, user!.id, locale, input),
  }),
  defineEndpoint(messagesCalls.unreadCount, {
    summary: "The number of the caller's unread messages (the header's badge).",
    access: USER,
    handler: async ({ db, user }) => ({ count: await unreadCount(db, user!.id) }),
  }),
  defineEndpoint(messagesCalls.read, {
    summary: "Marks the caller's messages among ids read (up to 100); ids of others' messages change nothing.",
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, user, input }) => ({ updated: await markRead(db, user!.id, input.ids) }),
  }),
  defineEndpoint(messagesCalls.readAll, {
    summary: "Marks every unread message of the caller read.",
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, user }) => ({ updated: await markAllRead(db, user!.id) }),
  }),
  defineEndpoint(messagesCalls.delete, {
    summary: "Deletes the caller's messages among ids (up to 100); ids of others' messages delete nothing.",
    access: USER,
    rateLimit: RATE_LIMITS.edit,
    handler: async ({ db, user, input }) => ({ deleted: await deleteMessages(db, user!.id, input.ids) }),
  }),
];
