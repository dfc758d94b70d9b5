import { defineConfig } from '@playwright/test';

/**
 * Journeys in Debian's Chromium against the built app (npm run build first), started on its own port with a
 * fresh database folder each run. Playwright never downloads a browser here
 * (docs/decisions/008-toolchain-and-driver-pitfalls.md).
 */
const port = Number(process.env.E2E_PORT ?? 5055);
// One folder per port, so two runs on different ports never share a database.
const dataDir = `data/e2e-${port}`;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One browser at a time in CI: on a two-core machine two workers plus the server and axe saturate both cores
  // and journeys time out on the machine's speed rather than on a fault. Locally, two for speed.
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    // Every journey starts as a returning visitor, so the onboarding tour (which starts by itself on a first
    // visit and covers the page) stays out of the way; engagement.spec.ts starts from an empty browser.
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'onboardingCompleted', value: 'true' }] }],
    },
    trace: 'retain-on-failure',
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
  webServer: {
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
    },
  },
});
