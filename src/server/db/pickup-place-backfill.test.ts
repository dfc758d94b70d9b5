import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseMigratedTo } from '../test/old-database.ts';
import type { DatabaseHandle } from './client.ts';

/*
 * The pickup-place migration gives order lines the place their buyer collects them
 * (docs/decisions/036-pickup-place-on-the-order.md), copied for older orders from their listings. It runs once,
 * on databases with such orders, so it is tested on one: migrated to the migration before it, filled the way the
 * app filled it then, and migrated on.
 */

const journal = JSON.parse(
  await readFile(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { idx: number; tag: string }[] };
const pickupMigration = journal.entries.find((entry) => entry.tag.endsWith('_order_items_pickup_place'));

let database: DatabaseHandle;

beforeAll(async () => {
  if (!pickupMigration) throw new Error('no pickup-place migration in the journal');
  const old = await openDatabaseMigratedTo(pickupMigration.idx - 1);
  database = old.database;

  await old.exec(`
    INSERT INTO users (id, username, password_hash, email) VALUES
      (1, 'buyer', 'x', 'buyer@example.in'), (2, 'asha', 'x', 'asha@example.in');
    INSERT INTO products (id, title, description, price, condition, category, seller_id, pickup_institution,
        pickup_address, pickup_city, pickup_state, pickup_pincode) VALUES
      (1, 'HC Verma Vol 1', 'Clean copy', 250, 'Good', 'Textbooks', 2, 'COEP', 'Main gate', 'Pune', 'Maharashtra', '411005'),
      (2, 'Lab coat', 'Size M', 150, 'Good', 'Other', 2, NULL, NULL, NULL, NULL, NULL);
    INSERT INTO orders (id, user_id, subtotal, commission, total_amount, status, payment_method, customer_name,
        customer_phone) VALUES (1, 1, 400, 60, 460, 'pending_cod', 'cod', 'Priya', '9876543210');
    INSERT INTO order_items (order_id, product_id, seller_id, quantity, price, platform_fee, product_title,
        product_price) VALUES
      (1, 1, 2, 1, 250, 37.5, 'HC Verma Vol 1', 250),
      (1, 2, 2, 1, 150, 22.5, 'Lab coat', 150);
  `);
  await database.migrate();
});
afterAll(() => database?.close());

describe('the pickup-place migration on a database with orders', () => {
  it('copies each line’s pickup place from its listing, and nothing where the listing has none', async () => {
    const result = (await database.db.execute(
      sql`SELECT product_id, pickup_institution, pickup_address, pickup_city, pickup_state, pickup_pincode
          FROM order_items ORDER BY product_id`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(result.rows).toEqual([
      {
        product_id: 1,
        pickup_institution: 'COEP',
        pickup_address: 'Main gate',
        pickup_city: 'Pune',
        pickup_state: 'Maharashtra',
        pickup_pincode: '411005',
      },
      {
        product_id: 2,
        pickup_institution: null,
        pickup_address: null,
        pickup_city: null,
        pickup_state: null,
        pickup_pincode: null,
      },
    ]);
  });
});
