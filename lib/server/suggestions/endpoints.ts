import 'server-only';
import { suggestionCalls } from '@/lib/suggestions/contract';
import { defineEndpoint, permission, USER } from '@/lib/server/api/types';
import { RATE_LIMITS } from '@/lib/server/api/rate-limits';
import { PERMISSIONS } from '@/lib/session/permissions';
import { listAllSuggestions, listOwnSuggestions, replySuggestion, saveSuggestion } from './suggestions';

/** Suggestions (/my/suggestion): users write and read their own; customer service reads all and replies. */
export const suggestionEndpoints = [
  defineEndpoint(suggestionCalls.save, {
    summary: 'The caller writes a suggestion (plain text, up to 2,000 characters; at most 10 in 24 hours).',
    access: USER,
    rateLimit: RATE_LIMITS.message,
    handler: ({ db, user, input }) => saveSuggestion(db, user!.id, input),
  }),
  defineEndpoint(suggestionCalls.page, {
    summary: "The caller's suggestions with reply, respondent and reply time, newest first; filter by state (noReply, replied).",
    access: USER,
    handler: ({ db, user, input }) => listOwnSuggestions(db, user!.id, input),
  }),
  defineEndpoint(suggestionCalls.pageAll, {
    summary: 'Every suggestion with its writer, for customer service (permission suggestion:reply); filter by state.',
    access: permission(PERMISSIONS.suggestionReply),
    handler: ({ db, input }) => listAllSuggestions(db, input),
  }),
  defineEndpoint(suggestionCalls.reply, {
    summary: 'Customer service replies to a suggestion once (permission suggestion:reply); the writer gets a message in the same transaction.',
    access: permission(PERMISSIONS.suggestionReply),
    rateLimit: RATE_LIMITS.message,
    handler: ({ db, user, input }) => replySuggestion(db, user!.id, input),
  }),
];
