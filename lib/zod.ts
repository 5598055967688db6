import { config } from 'zod';
import * as z from './zod-api';
import { textLimitProblem } from './text-length';

// In the browser zod must not probe `new Function` (its JIT for object schemas): the pages'
// Content-Security-Policy forbids eval and Chromium reports the probe as a violation
// (docs/SECURITY.md). Every module that builds schemas imports zod from here, so this runs before
// any schema is parsed, whichever schema module a page happens to load first.
if (typeof window !== 'undefined') config({ jitless: true });

/** zod's schema builders the shared schemas use (lib/zod-api.ts), without the rest of zod. */
export { z };

/**
 * The check of a user's text limited to `max` user-perceived characters (lib/text-length.ts): more characters
 * answer `messages.tooLong`, too many code points within them (combining marks piled on letters)
 * `messages.tooManyCodePoints`, both message keys in the caller's language. Use as
 * `z.string().trim().superRefine(textLimit(50, { … }))`; every grapheme-counted field goes through it.
 */
export function textLimit(max: number, messages: { tooLong: string; tooManyCodePoints: string }) {
  return (text: string, ctx: { addIssue(issue: { code: 'custom'; message: string }): void }): void => {
    const problem = textLimitProblem(text, max);
    if (problem) ctx.addIssue({ code: 'custom', message: messages[problem] });
  };
}
