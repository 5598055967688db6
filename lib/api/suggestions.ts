import type { CallInput } from '@/lib/route';
import { suggestionCalls } from './calls/suggestions';
import { request } from './client';

/** The browser's calls of suggestions (lib/suggestions/contract.ts). */
type In<C> = CallInput<C>;

export const suggestionsApi = {
  save: (body: In<typeof suggestionCalls.save>) => request(suggestionCalls.save, body),
  reply: (body: In<typeof suggestionCalls.reply>) => request(suggestionCalls.reply, body),
};
