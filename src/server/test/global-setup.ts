import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPgliteDataDir, openDatabase } from '../db/client.ts';

export type TestDatabase = { driver: 'pglite'; snapshotFile: string } | { driver: 'postgres'; url: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabase;
  }
}

/**
 * Migrates one database for the whole run. On PGlite (npm test) it is a snapshot every test file loads in
 * half a second instead of initialising its own; on PostgreSQL (npm run test:pg) it is a throwaway database
 * on the server, dropped at the end.
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
  const testUrl = new URL(serverUrl);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: testUrl.toString(), poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide('testDatabase', { driver: 'postgres', url: testUrl.toString() });
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
