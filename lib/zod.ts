import { z } from 'zod';

// In the browser zod must not probe `new Function` (its JIT for object schemas): the pages'
// Content-Security-Policy forbids eval and Chromium reports the probe as a violation
// (docs/SECURITY.md). Every module that builds schemas imports zod from here, so this runs before
// any schema is parsed, whichever schema module a page happens to load first.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
