import { z } from '@/lib/zod';
import { call, dbId, pageSchema, type Paged } from '@/lib/contract';

/**
 * Suggestions (spec section 3: content, reply, respondent, reply time, state; /my/suggestion): a
 * user writes, customer service (permission `suggestion:reply`) reads every suggestion and replies
 * once; the writer gets a message (lib/server/messages/notify.ts). Plain text both ways.
 *
 * Attachment seam: the optional attachment will be a file id of the files service (issue 11,
 * branch i11-files). The table has `attachment_id`; once the files service has landed,
 * `saveSuggestionSchema` gains `attachmentId: dbId().optional()`, the server checks that the file
 * belongs to the caller before it stores the id, and `SuggestionRow.attachment` carries its name
 * and download path. Until then no call accepts or answers an attachment.
 */

export const SUGGESTION_STATES = ['noReply', 'replied'] as const;
export type SuggestionState = (typeof SUGGESTION_STATES)[number];

export const SUGGESTION_MAX = 2000;
export const REPLY_MAX = 2000;

const text = (max: number) =>
  z.string({ error: 'Suggestions.contentRequired' }).trim().min(1, 'Suggestions.contentRequired').max(max, 'Suggestions.tooLong');

export const saveSuggestionSchema = z.object({ content: text(SUGGESTION_MAX) });
export type SaveSuggestionInput = z.infer<typeof saveSuggestionSchema>;

export const suggestionPageSchema = pageSchema.extend({
  state: z.enum(SUGGESTION_STATES, { error: 'Suggestions.badFilter' }).optional(),
});
export type SuggestionPageInput = z.infer<typeof suggestionPageSchema>;

export const replySuggestionSchema = z.object({ id: dbId(), reply: text(REPLY_MAX) });
export type ReplySuggestionInput = z.infer<typeof replySuggestionSchema>;

export interface SuggestionRow {
  id: number;
  content: string;
  state: SuggestionState;
  reply: string | null;
  /** The respondent's display name. */
  respondent: string | null;
  /** ISO 8601. */
  repliedAt: string | null;
  createdAt: string;
}

/** What customer service sees: the writer as well. */
export interface SuggestionAdminRow extends SuggestionRow {
  userName: string;
}

export const suggestionCalls = {
  save: call('POST', 'suggestion/save', saveSuggestionSchema).returns<SuggestionRow>(),
  page: call('GET', 'suggestion/page', suggestionPageSchema).returns<Paged<SuggestionRow>>(),
  pageAll: call('GET', 'suggestion/pageAll', suggestionPageSchema).returns<Paged<SuggestionAdminRow>>(),
  reply: call('POST', 'suggestion/reply', replySuggestionSchema).returns<SuggestionAdminRow>(),
};
