import { defineConfig } from '@playwright/test';
import { baseURL, dataDir, openLibraryPort, port, returningVisitor } from './tests/e2e/e2e-server.ts';

/**
 * Journeys in Debian's Chromium against the built app (npm run build first), started on its own port with a
 * fresh database folder each run. Playwright never downloads a browser here
 * (docs/decisions/008-toolchain-and-driver-pitfalls.md). What the journeys share and why:
 * docs/decisions/054-journeys-share-their-setup.md.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two browsers at a time, in CI too: the journeys share nothing but the demo catalogue (each registers its own
  // students and lists its own books), and on the busy two-core machine two workers finished the suite in 5.9
  // minutes against 7.4 for one, with no retry in either (docs/decisions/054-journeys-share-their-setup.md).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Journeys wait for what a person would see, never for a time: the limits are there to end a journey that is
  // stuck, and leave room for the slowest host seen (29 Nov, Lighthouse's benchmarkIndex ~1,000–1,600, where the
  // suite took 20 minutes and an admin desk or a notice took more than Playwright's default 5 s to appear).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  projects: [
    // Signs the demo students and the admin in once, through the API, for the journeys that start signed in.
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    { name: 'journeys', dependencies: ['setup'] },
  ],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    // Every journey starts as a returning visitor, so the onboarding tour (which starts by itself once after a
    // sign-up in the browser, and covers the page) stays out of the way; engagement.spec.ts starts from an empty
    // browser.
    storageState: returningVisitor(),
    // Recording a trace costs every test about half a second on two cores; in CI only the retry of a failed test
    // records one (the failure happens again there, or the test was flaky: both show in the report).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // Book lookups answered from recorded Open Library records (the public API is out of reach here).
      command: 'node tests/e2e/open-library-stand-in.ts',
      port: openLibraryPort,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${dataDir} && node dist/server/main.js`,
      url: `http://127.0.0.1:${port}/readyz`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        AUTH_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseURL,
        // A known admin for the admin journeys (the demo admin's password is random).
        ADMIN_USERNAME: 'e2e_admin',
        ADMIN_PASSWORD: 'e2e-admin-password',
        OPEN_LIBRARY_URL: `http://127.0.0.1:${openLibraryPort}`,
      },
    },
  ],
});
