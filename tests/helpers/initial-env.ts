/**
 * The environment a vitest worker started with, read once: modules are cached for a worker's whole life in the
 * `endpoint` project (no isolation, vitest.config.ts), so tests/setup.ts restores it before each file from here.
 */
export const INITIAL_ENV: Readonly<Record<string, string | undefined>> = { ...process.env };
