import { z } from '@/lib/zod';
import { call, dbId, pageSchema, type Paged } from '@/lib/contract';
import { fileIdField, type StoredFile } from '@/lib/files/contract';
import { REPLY_MAX, SUGGESTION_MAX } from './limits';

/**
 * Suggestions (spec section 3: content, reply, respondent, reply time, state; /my/suggestion): a
 * user writes, customer service (permission `suggestion:reply`) reads every suggestion and replies
 * once; the writer gets a message (lib/server/messages/notify.ts). Plain text both ways.
 *
 * One optional attachment (spec section 3): a pending upload of the caller (`SystemManager/fileUpload`
 * with kind `attachment`), attached through the file service in the suggestion's save transaction
 * (owner kind `suggestion`, field `attachment`, at most one). The writer and customer service may
 * download it.
 */

export const SUGGESTION_STATES = ['noReply', 'replied'] as const;
export type SuggestionState = (typeof SUGGESTION_STATES)[number];

export { REPLY_MAX, SUGGESTION_MAX };

const text = (max: number) =>
  z.string({ error: 'Suggestions.contentRequired' }).trim().min(1, 'Suggestions.contentRequired').max(max, 'Suggestions.tooLong');

export const saveSuggestionSchema = z.object({ content: text(SUGGESTION_MAX), attachmentId: fileIdField.optional() });
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
  /** The optional attachment (name, size, download path), or null. */
  attachment: StoredFile | null;
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
