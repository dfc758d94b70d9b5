import type { BrowserContextOptions } from '@playwright/test';

/**
 * Where the journeys' server listens and keeps its data (playwright.config.ts starts it): one folder per port, so
 * two runs on different ports (E2E_PORT) never share a database, a mailbox or a signed-in state.
 */
export const port = Number(process.env.E2E_PORT ?? 5055);
export const baseURL = `http://127.0.0.1:${port}`;
/** The recorded Open Library's port (open-library-stand-in.ts), derived from the app's so two runs never share one. */
export const openLibraryPort = port + 20_000;
/** The server's DATA_DIR, emptied each time the server starts: the database, uploads and e-mails as .eml files. */
export const dataDir = `data/e2e-${port}`;
/** The signed-in browser states the setup project saves each run (signed-in.setup.ts). */
export const signedInDir = `data/e2e-${port}-signed-in`;

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * A returning visitor's browser: the onboarding tour (which starts by itself once after a sign-up in the browser,
 * and covers the page) is done, so it stays out of the way. Every journey's browser starts so (playwright.config.ts); cookies sign it in.
 */
export function returningVisitor(cookies: StorageState['cookies'] = []): StorageState {
  return {
    cookies,
    origins: [{ origin: baseURL, localStorage: [{ name: 'onboardingCompleted', value: 'true' }] }],
  };
}
