import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabaseMigratedTo } from '../test/old-database.ts';
import type { DatabaseHandle } from './client.ts';

/*
 * Migration 0020 erases what accounts deleted before it left behind (docs/decisions/081-what-a-deleted-account-leaves.md).
 * It runs once, on databases with such accounts, so it is tested on one: migrated to 0019, filled the way the app
 * left a deleted account then, and migrated on.
 */

let database: DatabaseHandle;

const rows = async <Row>(query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows;

beforeAll(async () => {
  const old = await openDatabaseMigratedTo(19);
  database = old.database;

  await old.exec(`
    INSERT INTO users (id, username, password_hash, email, deleted_at) VALUES
      (1, 'deleted#1', '!deleted', 'deleted-1@deleted.invalid', now()), (2, 'ravi', 'x', 'ravi@example.in', NULL),
      (3, 'meera', 'x', 'meera@example.in', NULL);
    INSERT INTO products (id, title, description, price, condition, category, seller_id) VALUES
      (1, 'Asha''s notes', 'Call Asha in room 12', 100, 'good', 'Books', 1),
      (2, 'HC Verma', 'Clean copy', 200, 'good', 'Books', 2);
    -- 1: bought by the deleted student from Ravi.  2: bought by Meera from Ravi.
    INSERT INTO orders (id, user_id, subtotal, commission, total_amount, status, payment_method, customer_name,
        customer_phone, can_cancel) VALUES
      (1, 1, 200, 30, 230, 'completed', 'cod', 'Deleted student', '', false),
      (2, 3, 200, 30, 230, 'completed', 'cod', 'Meera', '9876543210', false);
    INSERT INTO order_messages (order_id, seller_id, author_id, text) VALUES
      (1, 2, 1, 'I live in Hostel 4'), (1, 2, 2, 'See you there'), (2, 2, 3, 'Is it clean?');
    INSERT INTO reviews (user_id, product_id, order_id, rating, comment) VALUES
      (1, 2, 1, 2, 'Asha says: torn cover'), (3, 2, 2, 5, 'Fine');
    INSERT INTO notifications (user_id, type, kind, params, order_id, order_role, product_id) VALUES
      (2, 'message', 'new_message', '{"orderId": 1, "from": {"name": "Asha Kulkarni"}}', 1, 'seller', NULL),
      (2, 'message', 'new_message', '{"orderId": 2, "from": {"name": "Meera"}}', 2, 'seller', NULL),
      (3, 'saved_search', 'saved_search_matched',
        '{"search": {"q": "notes"}, "title": "Asha''s notes", "price": 10000}', NULL, NULL, 1);
    INSERT INTO mail_outbox (kind, user_id, to_address, subject, text_body, html_body, message_id, dedupe_key) VALUES
      ('new_message', 2, 'ravi@example.in', 'New message from Asha Kulkarni', '', '', '<1@t>', 'new_message:1:2:2:1'),
      ('item_sold', 2, 'ravi@example.in', 'You sold "HC Verma"', 'Asha Kulkarni, 98…', '', '<2@t>', 'item_sold:1:2'),
      ('saved_search_match', 3, 'meera@example.in', 'New listing: Asha''s notes', '', '', '<3@t>', 'saved_search_match:1:3'),
      ('new_message', 2, 'ravi@example.in', 'New message from Meera', '', '', '<4@t>', 'new_message:2:2:2:3');
  `);
  await database.migrate();
});
afterAll(() => database.close());

describe('migration 0020 on a database with an account deleted before it', () => {
  it('keeps their review as a rating alone, erases their messages and their listing’s words, and no others', async () => {
    expect(await rows('SELECT user_id, order_id, rating, comment FROM reviews ORDER BY id')).toEqual([
      { user_id: null, order_id: null, rating: 2, comment: '' },
      { user_id: 3, order_id: 2, rating: 5, comment: 'Fine' },
    ]);
    expect(await rows('SELECT text FROM order_messages ORDER BY id')).toEqual([
      { text: null },
      { text: 'See you there' },
      { text: 'Is it clean?' },
    ]);
    expect(await rows('SELECT title, description FROM products ORDER BY id')).toEqual([
      { title: 'Removed listing', description: '' },
      { title: 'HC Verma', description: 'Clean copy' },
    ]);
  });

  it('names them "a former student" in others’ message notices and forgets what told others of them', async () => {
    expect(await rows('SELECT order_id, kind, params FROM notifications ORDER BY id')).toEqual([
      { order_id: 1, kind: 'new_message', params: { orderId: 1, from: { formerStudent: true } } },
      { order_id: 2, kind: 'new_message', params: { orderId: 2, from: { name: 'Meera' } } },
    ]);
    expect(await rows('SELECT dedupe_key FROM mail_outbox ORDER BY id')).toEqual([
      { dedupe_key: 'new_message:2:2:2:3' },
    ]);
  });
});
