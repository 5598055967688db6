import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Endpoint test files that mock modules (`vi.mock`): they run isolated, in the `unit` project (docs/TESTING.md). */
const ISOLATED_ENDPOINT_FILES = ['tests/api/page-unavailable.test.ts'];

/**
 * The unit files that may share a worker's modules (project `unit-shared`, `isolate: false`): plain `.ts` files in the
 * node environment that neither mock modules nor stub globals or the environment, nor say `@isolate` (a file that
 * needs modules loaded after its own set-up, as the ESLint config of boundaries-new-domain.test.ts). Importing and setting up a file's
 * modules was most of the unit project's time (46 s of imports, 27 s of set-up for 157 files); the component tests
 * (jsdom) and every file that mocks keep a fresh module graph each (project `unit`).
 */
const NEEDS_ISOLATION = /vi\.(mock|doMock|unmock|resetModules|stubGlobal|stubEnv|unstubAllEnvs|useFakeTimers)|@vitest-environment|@isolate\b/;
const UNIT_ROOTS = ['tests/unit', 'lib', 'components'];
const SHARED_UNIT_FILES = UNIT_ROOTS.flatMap((root) =>
  fs
    .readdirSync(path.resolve(import.meta.dirname, root), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(root, file).split(path.sep).join('/'))
    .filter((file) => !NEEDS_ISOLATION.test(fs.readFileSync(path.resolve(import.meta.dirname, file), 'utf8'))),
).sort();

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
    // next-intl's middleware (imported by proxy.ts, tests/unit/proxy-headers.test.ts) imports 'next/server' without
    // the extension Node's own ES module loader needs (Next's bundler resolves it): those files go through Vite.
    server: { deps: { inline: [/next-intl\/dist\/esm\/[^/]+\/middleware(\.js$|\/)/] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'lib/**/*.test.{ts,tsx}', 'components/**/*.test.{ts,tsx}', ...ISOLATED_ENDPOINT_FILES],
          exclude: ['**/node_modules/**', ...SHARED_UNIT_FILES],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-shared',
          include: SHARED_UNIT_FILES,
          isolate: false,
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
