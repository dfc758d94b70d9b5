import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseMigratedTo } from '../test/old-database.ts';
import type { DatabaseHandle } from './client.ts';

/*
 * Migration 0005 gives the orders placed before the exchange their parts (docs/decisions/030). It runs once, on
 * databases with real orders in them, so it is tested on one: migrated to 0004, filled the way the app filled
 * it then, and migrated on.
 */

let database: DatabaseHandle;

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

beforeAll(async () => {
  const old = await openDatabaseMigratedTo(4);
  database = old.database;

  await old.exec(`
    INSERT INTO users (id, username, password_hash, email) VALUES
      (1, 'buyer', 'x', 'buyer@example.in'), (2, 'asha', 'x', 'asha@example.in'), (3, 'rohan', 'x', 'rohan@example.in');
    INSERT INTO products (id, title, description, price, condition, category, seller_id) VALUES
      (1, 'Book of Asha', 'd', 250, 'Good', 'Textbooks', 2), (2, 'Book of Rohan', 'd', 600, 'Good', 'Textbooks', 3);
    INSERT INTO orders (id, user_id, subtotal, commission, total_amount, status, payment_method, customer_name,
        customer_phone, created_at, updated_at) VALUES
      (1, 1, 850, 97.5, 947.5, 'pending_cod', 'cod', 'Priya', '9876543210', '2026-01-01T10:00:00Z', '2026-01-01T10:00:00Z'),
      (2, 1, 250, 37.5, 287.5, 'delivered', 'cod', 'Priya', '9876543210', '2026-01-02T10:00:00Z', '2026-01-09T10:00:00Z'),
      (3, 1, 250, 37.5, 287.5, 'refunded', 'razorpay', 'Priya', '9876543210', '2026-01-03T10:00:00Z', '2026-01-09T10:00:00Z'),
      (4, 1, 250, 37.5, 287.5, 'cancelled', 'cod', 'Priya', '9876543210', '2026-01-04T10:00:00Z', '2026-01-04T11:00:00Z');
    INSERT INTO order_items (order_id, product_id, seller_id, quantity, price, platform_fee, product_title, product_price)
      VALUES (1, 1, 2, 1, 250, 37.5, 'Book of Asha', 250), (1, 2, 3, 1, 600, 60, 'Book of Rohan', 600),
        (1, 1, 2, 1, 250, 37.5, 'Book of Asha', 250),
        (2, 1, 2, 1, 250, 37.5, 'Book of Asha', 250), (3, 1, 2, 1, 250, 37.5, 'Book of Asha', 250),
        (4, 1, 2, 1, 250, 37.5, 'Book of Asha', 250);
    INSERT INTO order_status_history (order_id, from_status, to_status, created_at) VALUES
      (2, 'pending_cod', 'delivered', '2026-01-05T10:00:00Z'),
      (3, 'paid', 'delivered', '2026-01-06T10:00:00Z'), (3, 'refund_requested', 'refunded', '2026-01-09T10:00:00Z');
    INSERT INTO notifications (type, message, user_id, order_id) VALUES
      ('order', 'Your order has been placed.', 1, 1), ('product_sold', 'You sold one.', 2, 1), ('signup', 'Welcome', 1, NULL);
  `);
  await database.migrate();
});
afterAll(() => database.close());

describe('migration 0005 on a database with orders', () => {
  it('gives every order one part per seller, each with its own six-digit code, dated like its order', async () => {
    const parts = await rows<{
      order_id: number;
      seller_id: number;
      handover_code: string;
      created_at: string;
    }>(
      sql`SELECT order_id, seller_id, handover_code, created_at::text FROM order_parts ORDER BY order_id, seller_id`,
    );
    expect(parts.map((part) => [part.order_id, part.seller_id])).toEqual([
      [1, 2],
      [1, 3],
      [2, 2],
      [3, 2],
      [4, 2],
    ]);
    for (const part of parts) expect(part.handover_code).toMatch(/^\d{6}$/);
    expect(parts[0]?.created_at).toMatch(/^2026-01-01 10:00:00/);
  });

  it('marks parts handed over for delivered orders and refunded ones that had been delivered, with the time', async () => {
    const parts = await rows<{ order_id: number; state: string; handed_over_at: string | null }>(
      sql`SELECT order_id, state, handed_over_at::text FROM order_parts ORDER BY order_id, seller_id`,
    );
    expect(parts.map((part) => [part.order_id, part.state])).toEqual([
      [1, 'awaiting'],
      [1, 'awaiting'],
      [2, 'handed_over'],
      [3, 'handed_over'],
      [4, 'awaiting'],
    ]);
    expect(parts[2]?.handed_over_at).toMatch(/^2026-01-05 10:00:00/);
    expect(parts[0]?.handed_over_at).toBeNull();
  });

  it('dates the delivery of delivered orders from their history', async () => {
    const delivered = await rows<{ id: number; delivered_at: string | null }>(
      sql`SELECT id, delivered_at::text FROM orders ORDER BY id`,
    );
    expect(delivered[1]?.delivered_at).toMatch(/^2026-01-05 10:00:00/);
    expect(delivered.filter((order) => order.delivered_at !== null)).toHaveLength(1);
  });

  it('says whose side of the order each existing notice is for, so it opens the right page', async () => {
    const notices = await rows<{ type: string; order_role: string | null }>(
      sql`SELECT type, order_role FROM notifications ORDER BY id`,
    );
    expect(notices).toEqual([
      { type: 'order', order_role: 'buyer' },
      { type: 'product_sold', order_role: 'seller' },
      { type: 'signup', order_role: null },
    ]);
  });
});
