import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openTestDatabase } from '../test/build-test-app.ts';
import type { DatabaseHandle } from './client.ts';

// LISTEN/NOTIFY between app processes is a PostgreSQL server's; PGlite is one process and has no channel.
const onPostgres = inject('testDatabase').driver === 'postgres';

let one: DatabaseHandle;
let other: DatabaseHandle;

beforeAll(async () => {
  [one, other] = await Promise.all([openTestDatabase(), openTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([one?.close(), other?.close()]);
});

describe.runIf(onPostgres)('the change channel between app processes', () => {
  it('tells a process of a change published by another, on that channel only', async () => {
    const heard = vi.fn();
    const unrelated = vi.fn();
    await other.changes?.subscribe('test_listings', heard);
    await other.changes?.subscribe('test_orders', unrelated);
    await one.changes?.publish('test_listings');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1), { timeout: 1000, interval: 20 });
    expect(unrelated).not.toHaveBeenCalled();
  });

  it('after losing its connection, listens again and reports that changes may have been missed', async () => {
    const heard = vi.fn();
    await other.changes?.subscribe('test_reconnect', heard);
    // What a PostgreSQL restart or failover does to the listening connection.
    await one.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'passiton-changes' and datname = current_database()`,
    );
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1), { timeout: 3000, interval: 50 });
    await one.changes?.publish('test_reconnect');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2), { timeout: 1000, interval: 20 });
  });
});

describe.runIf(!onPostgres)('the embedded database', () => {
  it('has no change channel: it is one process', () => {
    expect(one.changes).toBeUndefined();
  });
});
