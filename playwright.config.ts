import { defineConfig, devices } from '@playwright/test';

/** The suite runs against the production build started by scripts/e2e.mjs, in Debian's Chromium. */
export default defineConfig({
  testDir: './e2e',
  timeout: 60000,
  expect: { timeout: 10000 },
  fullyParallel: false,
  workers: 2,
  // A journey retried once in CI (a click lost on the loaded machine); the route walk never (e2e/routes.spec.ts).
  retries: process.env.CI ? 1 : 0,
  // The phase reporter prints each spec file's time and adds it to the run's phase table (docs/TESTING.md).
  reporter: [['list'], ['./e2e/phase-reporter.mjs']],
  use: {
    baseURL: process.env.E2E_BASE_URL || 'http://localhost:3210',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // The route walk is the longest test (one worker for most of the run): its project comes first, so it starts at once
  // and the journeys share the other worker meanwhile, instead of the walk starting last, alone (docs/TESTING.md).
  projects: [
    { name: 'routes', testMatch: 'routes.spec.ts', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    { name: 'chromium', testIgnore: ['routes.spec.ts', 'enterprise.spec.ts'], use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    // enterprise.spec hands demo_admin's administrator role to a new member and back: a journey that uses demo_admin as
    // the company's administrator meanwhile (custom.spec's supplier) was refused ("no such order") when both ran at once.
    // It runs once the other journeys are over.
    {
      name: 'handover',
      testMatch: 'enterprise.spec.ts',
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
});
