import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from './client.ts';

// Two app processes started together on a fresh PostgreSQL database (docs/decisions/060-more-than-one-process.md).
const testDatabase = inject('testDatabase');

describe.runIf(testDatabase.driver === 'postgres')('migrating at start-up', () => {
  it('lets two processes starting at once both come up: one migrates, the other waits and finds it done', async () => {
    const serverUrl = new URL(testDatabase.driver === 'postgres' ? testDatabase.url : '');
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    const name = `passiton_migrate_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handles = await Promise.all(
      [1, 2].map(() => openDatabase({ driver: 'postgres', url: url.toString() })),
    );
    try {
      await Promise.all(handles.map((handle) => handle.migrate()));
      const result = (await handles[0]?.db.execute(
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { applied: number }[] };
      expect(result.rows[0]?.applied).toBeGreaterThan(0);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
