import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** A database as a deployment had it before a data migration, and a way to write its rows the old way. */
export interface OldDatabase {
  database: DatabaseHandle;
  /** Runs several SQL statements at once (PGlite's exec, not a prepared query). */
  exec(statements: string): Promise<void>;
}

/**
 * An in-memory database migrated only through migration `lastIdx`: a data migration runs once, on databases that
 * hold rows written the old way, so its test writes such rows here and then applies the rest with
 * `database.migrate()`, as a deployment would.
 */
export async function openDatabaseMigratedTo(lastIdx: number): Promise<OldDatabase> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'passiton-old-database-'));
  try {
    const before = path.join(folder, 'migrations');
    await cp(migrationsFolder, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8'));
    journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= lastIdx);
    await writeFile(journalFile, JSON.stringify(journal));
    const database = await openDatabase({ driver: 'pglite' });
    await migrate(database.db as never, { migrationsFolder: before });
    const client = (database.db as unknown as { $client: { exec(text: string): Promise<unknown> } }).$client;
    return {
      database,
      exec: async (statements) => {
        await client.exec(statements);
      },
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
