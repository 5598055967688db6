import { config } from 'zod';
import * as z from './zod-api';

// In the browser zod must not probe `new Function` (its JIT for object schemas): the pages'
// Content-Security-Policy forbids eval and Chromium reports the probe as a violation
// (docs/SECURITY.md). Every module that builds schemas imports zod from here, so this runs before
// any schema is parsed, whichever schema module a page happens to load first.
if (typeof window !== 'undefined') config({ jitless: true });

/** zod's schema builders the shared schemas use (lib/zod-api.ts), without the rest of zod. */
export { z };
