import path from 'node:path';
import { defineConfig } from 'vitest/config';

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
    include: ['tests/**/*.test.{ts,tsx}', 'lib/**/*.test.{ts,tsx}', 'components/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    // The longest endpoint journeys (a cloud order through every stage) take 10–20 s on PostgreSQL while the machine is busy.
    testTimeout: 60000,
    // A file's database (migrations and seed, PGlite) takes seconds alone and over a minute while a build or a browser run shares the 2 cores.
    hookTimeout: 240000,
    // PGlite instances are memory-hungry; two workers match this 2-core machine.
    maxWorkers: 2,
  },
});
