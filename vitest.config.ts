import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Endpoint test files that mock modules (`vi.mock`): they run isolated, in the `unit` project (docs/TESTING.md). */
const ISOLATED_ENDPOINT_FILES = ['tests/api/page-unavailable.test.ts'];

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\/(.*)$/, replacement: path.resolve(import.meta.dirname, '$1') },
      { find: /^server-only$/, replacement: path.resolve(import.meta.dirname, 'tests/stubs/empty.ts') },
    ],
  },
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // The longest endpoint journeys (a cloud order through every stage) take 10–20 s on PostgreSQL while the machine is busy.
    testTimeout: 60000,
    // A file's database (migrations and seed, PGlite) takes seconds alone and over a minute while a build or a browser run shares the 2 cores.
    hookTimeout: 240000,
    // PGlite instances are memory-hungry; two workers match this 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'lib/**/*.test.{ts,tsx}', 'components/**/*.test.{ts,tsx}', ...ISOLATED_ENDPOINT_FILES],
        },
      },
      {
        extends: true,
        test: {
          name: 'endpoint',
          include: ['tests/api/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...ISOLATED_ENDPOINT_FILES],
          // The endpoint test files import the whole server (every domain's endpoints, the registry): without isolation
          // a worker imports it once instead of once per file, more than half of the phase's time before. Each file
          // still builds its own database and services (tests/helpers/db.ts); nothing else of a file outlives it.
          isolate: false,
        },
      },
    ],
  },
});
