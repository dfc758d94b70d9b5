import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../src/server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite folder with every migration applied, for servers to start from (server-process.ts). */
    migratedPgliteFolder: string;
  }
}

/**
 * Creates and migrates one embedded database for the run. A server started on a fresh folder spent seconds
 * creating and migrating its own (about half its start on a busy two-core machine); each now starts on a copy of
 * this one, and still checks its migrations at start-up as it always does.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'passiton-faults-migrated-'));
  const dataDir = path.join(folder, 'db');
  const database = await openDatabase({ driver: 'pglite', dataDir });
  await database.migrate();
  await database.close();
  project.provide('migratedPgliteFolder', dataDir);
  return () => rm(folder, { recursive: true, force: true });
}
