import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppDependencies, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';

/** The session secret test apps sign with; the simulated payment gateway derives its secrets from it. */
export const TEST_SESSION_SECRET = 'test-secret-that-is-long-enough-for-signing';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Opens the run's test database (see global-setup.ts): a fresh copy of the snapshot, or the shared server database. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const testDatabase = inject('testDatabase');
  if (testDatabase.driver === 'postgres') {
    return openDatabase({ driver: 'postgres', url: testDatabase.url, poolSize: 5 });
  }
  const snapshot = new Blob([await readFile(testDatabase.snapshotFile)]);
  return openDatabase({ driver: 'pglite', loadDataDir: snapshot });
}

/**
 * The app as main.ts builds it, over the test database, silent, with a generous sign-in rate limit.
 * `hooks` lets a test watch the app being built (the authorisation matrix and the route fuzzer collect its routes)
 * or hand it an image queue the test can fill. The periodic jobs are off unless a test asks for them.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  database?: DatabaseHandle,
  hooks: Pick<AppDependencies, 'onRoute' | 'imageQueue' | 'mailTransport' | 'periodicJobs'> = {},
): Promise<TestApp> {
  const ownDatabase = !database;
  const handle = database ?? (await openTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000',
    DATA_DIR: path.join(os.tmpdir(), 'passiton-test-data'),
    WEB_DIR: path.join(os.tmpdir(), 'passiton-test-no-web-build'),
    ...env,
  });
  const app = await buildApp({
    config,
    database: handle,
    sessionSecret: TEST_SESSION_SECRET,
    // Tests deliver mail (src/server/test/mailbox.ts), match listings and send refunds themselves: no job
    // races them, and the route fuzzer's long run sees no refund job writing while it checks a refusal.
    periodicJobs: false,
    ...hooks,
  });
  await app.ready();
  return {
    app,
    database: handle,
    close: async () => {
      await app.close();
      if (ownDatabase) await handle.close();
    },
  };
}
