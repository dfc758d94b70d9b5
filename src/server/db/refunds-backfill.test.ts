import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseMigratedTo } from '../test/old-database.ts';
import type { DatabaseHandle } from './client.ts';

/*
 * Migration 0006 turns the refunds that were only written down (a declined part's refund due, an online order
 * cancelled with its refund "initiated") into pending refunds the refund job sends (docs/decisions/041). It runs
 * once, on databases with such orders, so it is tested on one: migrated to 0005, filled the way the app filled
 * it then, and migrated on.
 */

let database: DatabaseHandle;

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

beforeAll(async () => {
  const old = await openDatabaseMigratedTo(5);
  database = old.database;

  await old.exec(`
    INSERT INTO users (id, username, password_hash, email) VALUES
      (1, 'buyer', 'x', 'buyer@example.in'), (2, 'asha', 'x', 'asha@example.in'), (3, 'rohan', 'x', 'rohan@example.in');
    INSERT INTO products (id, title, description, price, condition, category, seller_id) VALUES
      (1, 'Book of Asha', 'd', 250, 'Good', 'Textbooks', 2), (2, 'Book of Rohan', 'd', 600, 'Good', 'Textbooks', 3);
    -- 1: online, Asha declined her part, Rohan's goes on.  2: online, cancelled by the buyer after Asha declined.
    -- 3: cash on delivery, cancelled.  4: online, cancelled, but its payment has no row.  5: online, delivered.
    INSERT INTO orders (id, user_id, subtotal, commission, total_amount, status, payment_method, customer_name,
        customer_phone, payment_id, order_id, refund_status) VALUES
      (1, 1, 850, 97.5, 947.5, 'paid', 'razorpay', 'Priya', '9876543210', 'pay_1', 'order_1', NULL),
      (2, 1, 1100, 135, 1235, 'cancelled', 'razorpay', 'Priya', '9876543210', 'pay_2', 'order_2', 'initiated'),
      (3, 1, 250, 37.5, 287.5, 'cancelled', 'cod', 'Priya', '9876543210', NULL, NULL, NULL),
      (4, 1, 250, 37.5, 287.5, 'cancelled', 'razorpay', 'Priya', '9876543210', 'pay_4', 'order_4', 'initiated'),
      (5, 1, 250, 37.5, 287.5, 'delivered', 'razorpay', 'Priya', '9876543210', 'pay_5', 'order_5', NULL);
    INSERT INTO payments (id, user_id, provider, provider_order_id, provider_payment_id, amount, status, items) VALUES
      (1, 1, 'simulated', 'order_1', 'pay_1', 947.5, 'consumed', '[]'),
      (2, 1, 'simulated', 'order_2', 'pay_2', 1235, 'consumed', '[]'),
      (5, 1, 'simulated', 'order_5', 'pay_5', 287.5, 'consumed', '[]');
    INSERT INTO order_items (order_id, product_id, seller_id, quantity, price, platform_fee, product_title, product_price)
      VALUES (1, 1, 2, 1, 250, 37.5, 'Book of Asha', 250), (1, 2, 3, 1, 600, 60, 'Book of Rohan', 600),
        (2, 1, 2, 1, 250, 37.5, 'Book of Asha', 250), (2, 2, 3, 1, 600, 60, 'Book of Rohan', 600),
        (2, 1, 3, 1, 250, 37.5, 'Book of Asha', 250),
        (3, 1, 2, 1, 250, 37.5, 'Book of Asha', 250), (4, 1, 2, 1, 250, 37.5, 'Book of Asha', 250),
        (5, 1, 2, 1, 250, 37.5, 'Book of Asha', 250);
    INSERT INTO order_parts (order_id, seller_id, handover_code, state, refund_due) VALUES
      (1, 2, '000001', 'declined', 287.5), (1, 3, '000002', 'awaiting', NULL),
      (2, 2, '000003', 'declined', 287.5), (2, 3, '000004', 'awaiting', NULL),
      (3, 2, '000005', 'awaiting', NULL), (4, 2, '000006', 'awaiting', NULL), (5, 2, '000007', 'handed_over', NULL);
  `);
  await database.migrate();
});
afterAll(() => database.close());

describe('migration 0006 on a database with refunds written down', () => {
  it('makes a pending refund of exactly what was paid for each declined part and each part of a cancelled online order', async () => {
    const refunds = await rows<{
      refund_key: string;
      payment_id: number;
      order_id: number;
      seller_id: number;
      reason: string;
      amount: string;
      status: string;
    }>(
      sql`SELECT refund_key, payment_id, order_id, seller_id, reason, amount::text, status FROM refunds ORDER BY order_id, seller_id`,
    );
    expect(refunds).toEqual([
      {
        refund_key: 'order-1-seller-2',
        payment_id: 1,
        order_id: 1,
        seller_id: 2,
        reason: 'part_declined',
        amount: '287.50',
        status: 'pending',
      },
      {
        refund_key: 'order-2-seller-2',
        payment_id: 2,
        order_id: 2,
        seller_id: 2,
        reason: 'part_declined',
        amount: '287.50',
        status: 'pending',
      },
      {
        // Rohan's two lines: 600 + 60 and 250 + 37.50.
        refund_key: 'order-2-seller-3',
        payment_id: 2,
        order_id: 2,
        seller_id: 3,
        reason: 'order_cancelled',
        amount: '947.50',
        status: 'pending',
      },
    ]);
  });

  it("sets those orders' refund status to pending and leaves the others as they were", async () => {
    const statuses = await rows<{ id: number; refund_status: string | null }>(
      sql`SELECT id, refund_status FROM orders ORDER BY id`,
    );
    expect(statuses).toEqual([
      { id: 1, refund_status: 'pending' },
      { id: 2, refund_status: 'pending' },
      { id: 3, refund_status: null },
      { id: 4, refund_status: 'initiated' },
      { id: 5, refund_status: null },
    ]);
  });
});
