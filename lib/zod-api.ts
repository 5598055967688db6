/**
 * The part of zod's API the shared schemas use (lib/zod.ts exports it as `z`). zod's own `z` is a
 * namespace object holding all of zod, its JSON-Schema converter and every language's error
 * messages: a client island that imported it took 89 KB of gzip JS (issue 30, docs/PERFORMANCE.md
 * "Page weight"). A namespace of named re-exports holds only these. Add a member here when a schema
 * needs it; server-only code that wants the rest (toJSONSchema, coerce) imports 'zod' itself.
 */
export { array, boolean, enum, iso, literal, never, null, number, object, preprocess, record, string, union, uuid, ZodError, ZodType } from 'zod';
export type { infer, input, output } from 'zod';
