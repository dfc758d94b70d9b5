import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationContentSchema } from '../../domain/contracts/notifications.ts';
import { type HistoryNote, HistoryNoteSchema } from '../../domain/contracts/order-history.ts';
import { englishHistoryNoteTexts } from '../../domain/history-note-texts.en.ts';
import { hindiHistoryNoteTexts } from '../../domain/history-note-texts.hi.ts';
import { historyNoteText } from '../../domain/history-note-texts.ts';
import { englishNotificationTexts } from '../../domain/notification-texts.en.ts';
import { hindiNotificationTexts } from '../../domain/notification-texts.hi.ts';
import { notificationText } from '../../domain/notification-texts.ts';
import { openDatabaseMigratedTo } from '../test/old-database.ts';
import type { DatabaseHandle } from './client.ts';

/*
 * Migration 0018 turns the English sentences stored as notifications and history notes into kinds and values
 * (docs/decisions/073-notifications-as-data.md). It runs once, on databases holding sentences, so it is tested on
 * one: migrated to 0017, filled with every shape of sentence the server wrote then (copied here as they were
 * stored, not built by today's code), and migrated on.
 */

let database: DatabaseHandle;

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const ARRIVES = 'It can take 3-5 business days to reach your account.';

/** Each sentence as the server stored it, and what it says as data. */
const notices: [string, unknown][] = [
  [
    'Welcome to PassItOn, priya! Browse what seniors are passing on, or list your own books.',
    { kind: 'welcome', params: { username: 'priya' } },
  ],
  ['Your order TXN-000012 has been placed.', { kind: 'order_placed', params: { orderId: 12 } }],
  [
    'You sold 2 × "Engineering Mathematics "Vol. 1"" (order TXN-000012). Arrange the pickup with the buyer.',
    { kind: 'item_sold', params: { orderId: 12, quantity: 2, title: 'Engineering Mathematics "Vol. 1"' } },
  ],
  ...(
    [
      ['pending', 'pending'],
      ['being processed', 'processing'],
      ['paid', 'paid'],
      ['confirmed for cash on delivery', 'pending_cod'],
      ['shipped', 'shipped'],
      ['on its way', 'in_transit'],
      ['delivered', 'delivered'],
      ['completed', 'completed'],
      ['cancelled', 'cancelled'],
      ['waiting for a refund decision', 'refund_requested'],
      ['refunded', 'refunded'],
    ] as const
  ).map(([phrase, status]): [string, unknown] => [
    `Your order TXN-1234567 is now ${phrase}.`,
    { kind: 'order_status_changed', params: { orderId: 1234567, status } },
  ]),
  ['Your sale in order TXN-000012 is completed.', { kind: 'sale_completed', params: { orderId: 12 } }],
  [
    'Ravi Kumar handed over their items in your order TXN-000012.',
    { kind: 'part_handed_over', params: { orderId: 12, seller: 'Ravi Kumar' } },
  ],
  [
    'A seller handed over their items in your order TXN-000012.',
    { kind: 'part_handed_over', params: { orderId: 12, seller: null } },
  ],
  [
    'Ravi declined their part of your order TXN-000012.',
    { kind: 'part_declined', params: { orderId: 12, seller: 'Ravi', refund: null } },
  ],
  [
    'A seller declined their part of your order TXN-000012. You will be refunded ₹1,499.00.',
    { kind: 'part_declined', params: { orderId: 12, seller: null, refund: 149900 } },
  ],
  [
    `Your payment of ₹250.50 was not used for an order, so it has been refunded. ${ARRIVES}`,
    { kind: 'unclaimed_payment_refunded', params: { amount: 25050 } },
  ],
  [
    `Your payment of ₹250.00 for a checkout that could not be completed has been refunded. ${ARRIVES}`,
    { kind: 'checkout_payment_refunded', params: { amount: 25000 } },
  ],
  [
    `Your refund of ₹1,00,000.00 for order TXN-000012 has been processed. ${ARRIVES}`,
    { kind: 'order_refund_processed', params: { orderId: 12, amount: 10000000 } },
  ],
  [
    'Your refund request for order TXN-000012 was approved.',
    { kind: 'refund_request_approved', params: { orderId: 12, note: null } },
  ],
  [
    'Your refund request for order TXN-000012 was approved. The seller returns the cash.\nSorry!',
    {
      kind: 'refund_request_approved',
      params: { orderId: 12, note: 'The seller returns the cash.\nSorry!' },
    },
  ],
  [
    'Your refund request for order TXN-000012 was not approved. The book was as described.',
    { kind: 'refund_request_rejected', params: { orderId: 12, note: 'The book was as described.' } },
  ],
  [
    'A new listing matches your saved search "fx 991" · Calculators · up to ₹500: "Casio fx-991EX", ₹450.00.',
    {
      kind: 'saved_search_matched',
      params: {
        search: { q: 'fx 991', category: 'Calculators', maxPrice: 500 },
        title: 'Casio fx-991EX',
        price: 45000,
      },
    },
  ],
  [
    'A new listing matches your saved search "maths" · Textbooks · Like New · COEP · Pune · ₹100–₹500.5: "Grewal: "B.S."", ₹1,450.00.',
    {
      kind: 'saved_search_matched',
      params: {
        search: {
          q: 'maths',
          category: 'Textbooks',
          condition: 'Like New',
          institution: 'COEP',
          city: 'Pune',
          minPrice: 100,
          maxPrice: 500.5,
        },
        title: 'Grewal: "B.S."',
        price: 145000,
      },
    },
  ],
  [
    // A place alone reads the same as an institution or a city.
    'A new listing matches your saved search Pune · from ₹200: "HC Verma", ₹300.00.',
    {
      kind: 'saved_search_matched',
      params: { search: { institution: 'Pune', minPrice: 200 }, title: 'HC Verma', price: 30000 },
    },
  ],
  [
    // Words typed with the separator in them cannot be told apart from places: kept as written.
    'A new listing matches your saved search "a · b · c" · COEP: "Notes", ₹10.00.',
    {
      kind: 'text',
      params: { text: 'A new listing matches your saved search "a · b · c" · COEP: "Notes", ₹10.00.' },
    },
  ],
  [
    'Price dropped: "HC Verma Part 1" is now ₹200.00 (was ₹3,350.00).',
    { kind: 'favourite_price_dropped', params: { title: 'HC Verma Part 1', from: 335000, to: 20000 } },
  ],
  [
    '"HC Verma "Part 1"", which you saved, has sold out.',
    { kind: 'favourite_sold_out', params: { title: 'HC Verma "Part 1"' } },
  ],
  [
    'New message from the seller about order TXN-000012.',
    { kind: 'new_message', params: { orderId: 12, from: { role: 'seller' } } },
  ],
  [
    'New message from the buyer about order TXN-000012.',
    { kind: 'new_message', params: { orderId: 12, from: { role: 'buyer' } } },
  ],
  [
    'New message from Ravi Kumar about order TXN-000012.',
    { kind: 'new_message', params: { orderId: 12, from: { name: 'Ravi Kumar' } } },
  ],
  [
    'Your order TXN-000012 is now lost at sea.',
    { kind: 'text', params: { text: 'Your order TXN-000012 is now lost at sea.' } },
  ],
  [
    'Something the app has no words for yet.',
    { kind: 'text', params: { text: 'Something the app has no words for yet.' } },
  ],
];

/** Each history note as stored, the step it was on (from, to), and what it says as data. */
const notes: [string | null, [string | null, string], HistoryNote | null][] = [
  [null, [null, 'pending_cod'], null],
  ['Cancelled by the buyer', ['pending_cod', 'cancelled'], { kind: 'cancelled_by_buyer', params: {} }],
  [
    'The spine is broken: pages 40-60 fall out.',
    ['delivered', 'refund_requested'],
    { kind: 'refund_requested', params: { reason: 'The spine is broken: pages 40-60 fall out.' } },
  ],
  ['Changed by an admin', ['delivered', 'refund_requested'], { kind: 'changed_by_admin', params: {} }],
  ['Receipt confirmed by the buyer', ['delivered', 'completed'], { kind: 'receipt_confirmed', params: {} }],
  [
    'Completed automatically 3 days after delivery',
    ['delivered', 'completed'],
    { kind: 'auto_completed', params: { days: 3 } },
  ],
  [
    'Handed over by Asha Rao; cash collected',
    ['pending_cod', 'delivered'],
    { kind: 'part_handed_over', params: { seller: 'Asha Rao', cashCollected: true } },
  ],
  [
    'Handed over by the seller',
    ['paid', 'paid'],
    { kind: 'part_handed_over', params: { seller: null, cashCollected: false } },
  ],
  [
    'Declined by Rohan: The book got wet: sorry.',
    ['paid', 'paid'],
    { kind: 'part_declined', params: { seller: 'Rohan', reason: 'The book got wet: sorry.' } },
  ],
  [
    'Declined by the seller: Sold elsewhere',
    ['paid', 'cancelled'],
    { kind: 'part_declined', params: { seller: null, reason: 'Sold elsewhere' } },
  ],
  ['Refund approved', ['refund_requested', 'refunded'], { kind: 'refund_approved', params: { note: null } }],
  [
    'Refund approved: Sorry about the missing pages.',
    ['refund_requested', 'refunded'],
    { kind: 'refund_approved', params: { note: 'Sorry about the missing pages.' } },
  ],
  [
    'Refund rejected: The photos show every page.',
    ['refund_requested', 'delivered'],
    { kind: 'refund_rejected', params: { note: 'The photos show every page.' } },
  ],
  [
    'Documents downloaded: the order can no longer be cancelled',
    ['paid', 'paid'],
    { kind: 'documents_downloaded', params: {} },
  ],
  [
    'Moved by the night shift',
    ['paid', 'shipped'],
    { kind: 'text', params: { text: 'Moved by the night shift' } },
  ],
];

beforeAll(async () => {
  const old = await openDatabaseMigratedTo(17);
  database = old.database;

  await old.exec(`
    INSERT INTO users (id, username, password_hash, email) VALUES (1, 'priya', 'x', 'priya@example.in');
    INSERT INTO orders (id, user_id, subtotal, commission, total_amount, status, payment_method, customer_name,
        customer_phone) VALUES (12, 1, 250, 37.5, 287.5, 'completed', 'cod', 'Priya', '9876543210');
  `);
  for (const [message] of notices) {
    await database.db.execute(
      sql`INSERT INTO notifications (type, message, user_id, order_id) VALUES ('order', ${message}, 1, 12)`,
    );
  }
  for (const [note, [from, to]] of notes) {
    await database.db.execute(
      sql`INSERT INTO order_status_history (order_id, from_status, to_status, note) VALUES (12, ${from}, ${to}, ${note})`,
    );
  }
  await database.migrate();
});
afterAll(() => database.close());

async function convertedNotices() {
  return rows<{ kind: string; params: unknown }>(sql`SELECT kind, params FROM notifications ORDER BY id`);
}

async function convertedNotes() {
  const stored = await rows<{ note_kind: string | null; note_params: unknown }>(
    sql`SELECT note_kind, note_params FROM order_status_history ORDER BY id`,
  );
  return stored.map((row) =>
    row.note_kind === null ? null : { kind: row.note_kind, params: row.note_params },
  );
}

describe('migration 0018 on a database holding notifications as sentences', () => {
  it('reads every shape of sentence into its kind and values, and keeps one of no known shape as text', async () => {
    expect(await convertedNotices()).toEqual(notices.map(([, content]) => content));
  });

  it('words each converted notification in English exactly as it was stored', async () => {
    const converted = await convertedNotices();
    expect(
      converted.map((row) =>
        notificationText(englishNotificationTexts, NotificationContentSchema.parse(row)),
      ),
    ).toEqual(notices.map(([message]) => message));
  });

  it('words each converted notification in Hindi, keeping names, titles, notes and amounts as written', async () => {
    const hindi = (await convertedNotices()).map((row) =>
      notificationText(hindiNotificationTexts, NotificationContentSchema.parse(row)),
    );
    notices.forEach(([message, content], index) => {
      if ((content as { kind: string }).kind === 'text') expect(hindi[index]).toBe(message);
      else expect(hindi[index], message).toMatch(/[\u0900-\u097F]/);
    });
    expect(hindi).toContain('आपका ऑर्डर TXN-000012 हो गया है।');
    expect(hindi).toContain(
      'आपने 2 × "Engineering Mathematics "Vol. 1"" बेचा (ऑर्डर TXN-000012)। ख़रीदार के साथ पिकअप तय करें।',
    );
    expect(hindi).toContain(
      'एक बेचने वाले ने आपके ऑर्डर TXN-000012 में अपना हिस्सा मना कर दिया। आपको ₹1,499.00 रिफ़ंड किए जाएँगे।',
    );
    expect(hindi).toContain('ऑर्डर TXN-000012 के लिए आपकी रिफ़ंड रिक्वेस्ट मंज़ूर नहीं हुई। The book was as described.');
    expect(hindi).toContain(
      'आपकी सेव की हुई सर्च "fx 991" · कैलकुलेटर · ₹500 तक से एक नई लिस्टिंग मिली: "Casio fx-991EX", ₹450.00।',
    );
  });
});

describe('migration 0018 on a database holding history notes as sentences', () => {
  it('reads every note the order services wrote into its kind and values; the buyer’s reason and admins’ notes as written', async () => {
    expect(await convertedNotes()).toEqual(notes.map(([, , note]) => note));
  });

  it('words each converted note in English exactly as it was stored, and in Hindi', async () => {
    const converted = await convertedNotes();
    expect(
      converted.map(
        (note) => note && historyNoteText(englishHistoryNoteTexts, HistoryNoteSchema.parse(note)),
      ),
    ).toEqual(notes.map(([note]) => note));
    const hindi = converted.map(
      (note) => note && historyNoteText(hindiHistoryNoteTexts, HistoryNoteSchema.parse(note)),
    );
    expect(hindi).toContain('Asha Rao ने सौंप दिया; कैश मिल गया');
    expect(hindi).toContain('Rohan ने मना कर दिया: The book got wet: sorry.');
    expect(hindi).toContain('रिफ़ंड नामंज़ूर हुआ: The photos show every page.');
    expect(hindi).toContain('Moved by the night shift');
  });
});
