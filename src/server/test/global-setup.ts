import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPgliteDataDir, openDatabase } from '../db/client.ts';

export type TestDatabase =
  | { driver: 'pglite'; snapshotFile: string }
  /** `url`: the database test files share; `template`: the migrated copy nobody connects to, for own databases. */
  | { driver: 'postgres'; url: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabase;
  }
}

/**
 * Migrates one database for the whole run. On PGlite (npm test) it is a snapshot every test file loads in
 * half a second instead of initialising its own; on PostgreSQL (npm run test:pg) it is a throwaway database
 * on the server that the test files share, with a migrated template beside it from which a file that needs a
 * database of its own gets one in a moment; all are dropped at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE === 'postgres') {
    return setupPostgres(project);
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'passiton-test-'));
  const database = await openDatabase({ driver: 'pglite' });
  await database.migrate();
  const snapshotFile = path.join(folder, 'migrated.tar');
  await writeFile(snapshotFile, Buffer.from(await (await dumpPgliteDataDir(database)).arrayBuffer()));
  await database.close();
  project.provide('testDatabase', { driver: 'pglite', snapshotFile });
  return () => rm(folder, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `passiton_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const urlOf = (database: string) =>
    Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
  const database = await openDatabase({ driver: 'postgres', url: urlOf(name), poolSize: 1 });
  await database.migrate();
  await database.close();
  // A copy made before any test connects: PostgreSQL copies a template only while nobody is connected to it.
  const template = `${name}_template`;
  await admin.query(`CREATE DATABASE ${template} TEMPLATE ${name}`);
  project.provide('testDatabase', { driver: 'postgres', url: urlOf(name), template });
  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [name],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
}
