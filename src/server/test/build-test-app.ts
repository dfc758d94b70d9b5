import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type AppDependencies, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, type DatabaseHandle, openDatabase, sharePgliteDatabase } from '../db/client.ts';
import { type Mailbox, startMailbox } from './mailbox.ts';

/** The session secret test apps sign with; the simulated payment gateway derives its secrets from it. */
export const TEST_SESSION_SECRET = 'test-secret-that-is-long-enough-for-signing';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** A test database; on PostgreSQL with its address, for a test that opens more connections to it. */
export type TestDatabaseHandle = DatabaseHandle & { url?: string };

/** What the test helpers (factories, exchange, fixtures) need of a test app: the app and its database. */
export type AppUnderTest = Pick<TestApp, 'app' | 'database'>;

/**
 * Opens the run's test database (see global-setup.ts): the database the test files share — on PGlite the worker's
 * copy of the snapshot, on PostgreSQL the run's database — or with `own` a fresh copy of the migrated snapshot or
 * template that only the caller writes to (dropped when closed), for tests that read figures over the whole
 * database, such as the admin's totals, which another file's orders would change under them.
 */
export async function openTestDatabase({ own = false }: { own?: boolean } = {}): Promise<TestDatabaseHandle> {
  const testDatabase = inject('testDatabase');
  if (testDatabase.driver === 'pglite') {
    if (own) return openPgliteCopy(testDatabase.snapshotFile);
    workerDatabase ??= openPgliteCopy(testDatabase.snapshotFile);
    return sharePgliteDatabase(await workerDatabase);
  }
  if (!own) {
    const handle = await openDatabase({ driver: 'postgres', url: testDatabase.url, poolSize: 5 });
    return { ...handle, url: testDatabase.url };
  }
  const server = new URL(testDatabase.url);
  const name = `${testDatabase.template.replace(/_template$/, '')}_own_${randomBytes(4).toString('hex')}`;
  await onServer(server, `CREATE DATABASE ${name} TEMPLATE ${testDatabase.template}`);
  const url = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  const handle = await openDatabase({ driver: 'postgres', url, poolSize: 5 });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * The embedded database the test files of this worker share, as files share one database on PostgreSQL: loading
 * a copy of the 43 MB snapshot cost each file about a second of CPU (docs/decisions/052). Never closed: it goes
 * with the worker.
 */
let workerDatabase: Promise<DatabaseHandle> | undefined;

async function openPgliteCopy(snapshotFile: string): Promise<DatabaseHandle> {
  return openDatabase({ driver: 'pglite', loadDataDir: new Blob([await readFile(snapshotFile)]) });
}

/** Runs one statement on the test database's server, connected to its shared database. */
async function onServer(url: URL, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
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
    // Tests never reach the internet; the book lookup's tests start a local Open Library (open-library-server.ts).
    OPEN_LIBRARY_URL: 'off',
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

export interface TestAppOptions {
  /** Settings on top of the test defaults (buildTestApp). */
  env?: Record<string, string>;
  /** A real SMTP server for the app's mail (mailbox.ts): `t.mailbox`. */
  mailbox?: boolean;
  /** A database no other test file writes to (openTestDatabase's `own`). */
  ownDatabase?: boolean;
  hooks?: Parameters<typeof buildTestApp>[2];
}

/** The test file's app and what came with it, usable inside its tests (see useTestApp). */
export interface TestAppContext extends AppUnderTest {
  readonly db: Database;
  /** On PostgreSQL, the address of the file's database (for more connections to it); undefined on PGlite. */
  readonly databaseUrl: string | undefined;
  /** The app's DATA_DIR: a folder of this file's own (uploads, mail files), removed after its tests. */
  readonly dataDir: string;
  readonly mailbox: Mailbox;
  /**
   * Another app over the same database with other settings (a lower rate limit, say), closed with the file's
   * own app.
   */
  withSettings(env: Record<string, string>): Promise<FastifyInstance>;
}

/**
 * Builds the test file's app before its tests and closes it, its database, its mailbox and its data folder after
 * them. Call it once at the top of a file: `const t = useTestApp({ env: { ORDER_RATE_LIMIT: '1000' } })`, then
 * use `t.app`, `t.db` in the tests.
 */
export function useTestApp(options: TestAppOptions = {}): TestAppContext {
  let built:
    | {
        testApp: TestApp;
        dataDir: string;
        settings: Record<string, string>;
        mailbox?: Mailbox;
        databaseUrl?: string;
      }
    | undefined;
  const extraApps: TestApp[] = [];
  const current = () => {
    if (!built) throw new Error('useTestApp: the app is built in beforeAll; use it inside a test or a hook');
    return built;
  };

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'passiton-test-'));
    const mailbox = options.mailbox ? await startMailbox() : undefined;
    const database = await openTestDatabase({ own: options.ownDatabase });
    const settings = { DATA_DIR: dataDir, ...mailbox?.env, ...options.env };
    const testApp = await buildTestApp(settings, database, options.hooks);
    built = { dataDir, mailbox, settings, testApp, databaseUrl: database.url };
  });

  afterAll(async () => {
    if (!built) return;
    for (const extra of extraApps) await extra.app.close();
    await built.testApp.close();
    await built.testApp.database.close();
    await built.mailbox?.close();
    await rm(built.dataDir, { recursive: true, force: true });
  });

  return {
    get app() {
      return current().testApp.app;
    },
    get database() {
      return current().testApp.database;
    },
    get db() {
      return current().testApp.database.db;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    get dataDir() {
      return current().dataDir;
    },
    get mailbox() {
      const { mailbox } = current();
      if (!mailbox) throw new Error('useTestApp: ask for { mailbox: true } to get a mailbox');
      return mailbox;
    },
    async withSettings(env) {
      const { settings, testApp } = current();
      const extra = await buildTestApp({ ...settings, ...env }, testApp.database);
      extraApps.push(extra);
      return extra.app;
    },
  };
}
