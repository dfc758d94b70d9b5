import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseMigratedTo } from '../test/old-database.ts';
import type { DatabaseHandle } from './client.ts';

/*
 * Migration 0017 gives orders `documents_taken_at`, the one fact of the buyer's flags no other column held
 * (docs/decisions/034-order-transitions.md), filled from the history step the buyer's download recorded. It runs
 * once, on databases with such orders, so it is tested on one: migrated to 0016, filled the way the app filled
 * it then, and migrated on.
 */

let database: DatabaseHandle;

beforeAll(async () => {
  const old = await openDatabaseMigratedTo(16);
  database = old.database;

  await old.exec(`
    INSERT INTO users (id, username, password_hash, email) VALUES
      (1, 'buyer', 'x', 'buyer@example.in'), (2, 'asha', 'x', 'asha@example.in'), (3, 'admin', 'x', 'admin@example.in');
    -- 1: paid online, its documents downloaded.  2: paid online, Asha's part handed over, no download.
    -- 3: cash on delivery, cancelled by the buyer.  4: paid, moved on by an admin twice.
    INSERT INTO orders (id, user_id, subtotal, commission, total_amount, status, payment_method, customer_name,
        customer_phone, can_cancel) VALUES
      (1, 1, 250, 37.5, 287.5, 'paid', 'razorpay', 'Priya', '9876543210', false),
      (2, 1, 250, 37.5, 287.5, 'paid', 'razorpay', 'Priya', '9876543210', false),
      (3, 1, 250, 37.5, 287.5, 'cancelled', 'cod', 'Priya', '9876543210', false),
      (4, 1, 250, 37.5, 287.5, 'processing', 'razorpay', 'Priya', '9876543210', true);
    INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, note, created_at) VALUES
      (1, NULL, 'paid', 1, NULL, '2026-01-05T10:00:00Z'),
      (1, 'paid', 'paid', 1, 'Documents downloaded: the order can no longer be cancelled', '2026-01-05T11:00:00Z'),
      (2, NULL, 'paid', 1, NULL, '2026-01-05T10:00:00Z'),
      (2, 'paid', 'paid', 2, 'Handed over by Asha', '2026-01-06T10:00:00Z'),
      (3, NULL, 'pending_cod', 1, NULL, '2026-01-05T10:00:00Z'),
      (3, 'pending_cod', 'cancelled', 1, 'Cancelled by the buyer', '2026-01-05T12:00:00Z'),
      (4, NULL, 'paid', 1, NULL, '2026-01-05T10:00:00Z'),
      (4, 'paid', 'shipped', 3, 'Changed by an admin', '2026-01-05T12:00:00Z'),
      (4, 'shipped', 'processing', 3, 'Changed by an admin', '2026-01-05T13:00:00Z');
  `);
  await database.migrate();
});
afterAll(() => database.close());

describe('migration 0017 on a database with orders whose documents were taken', () => {
  it('dates the download of the order whose buyer took its documents, and of no other', async () => {
    const result = (await database.db.execute(
      sql`SELECT id, documents_taken_at FROM orders ORDER BY id`,
    )) as unknown as { rows: { id: number; documents_taken_at: Date | string | null }[] };
    expect(
      result.rows.map((row) => ({
        id: row.id,
        taken: row.documents_taken_at === null ? null : new Date(row.documents_taken_at).toISOString(),
      })),
    ).toEqual([
      { id: 1, taken: '2026-01-05T11:00:00.000Z' },
      { id: 2, taken: null },
      { id: 3, taken: null },
      { id: 4, taken: null },
    ]);
  });
});
