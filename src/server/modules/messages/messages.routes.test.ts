import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { newStudent, orderFrom, type Student } from '../../test/exchange.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { conversations, orderMessages } from './messages.tables.ts';

const t = useTestApp({ env: { COD_OPEN_ORDER_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' } });
let admin: Student;
beforeAll(async () => {
  admin = await newStudent(t, { isAdmin: true });
});

const student = () => newStudent(t);
const messagesUrl = (orderId: number) => `/api/orders/${orderId}/messages`;
const write = (author: Student, orderId: number, body: object) =>
  author.call('POST', messagesUrl(orderId), body);
const read = async (reader: Student, orderId: number) =>
  (await reader.call('GET', messagesUrl(orderId))).json();
/** The stored messages of an order's conversations, straight from the tables. */
const messagesOfOrder = async (orderId: number) =>
  (
    await t.database.db
      .select({ message: orderMessages })
      .from(orderMessages)
      .innerJoin(conversations, eq(conversations.id, orderMessages.conversationId))
      .where(eq(conversations.orderId, orderId))
  ).map((row) => row.message);

const messageNotices = async (userId: number, orderId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.orderId, orderId),
        eq(notifications.type, 'message'),
      ),
    );
const linkOf = async (reader: Student, orderId: number) => {
  const all: { orderId: number | null; type: string; link: string | null }[] = (
    await reader.call('GET', '/api/notifications')
  ).json();
  return all.find((notice) => notice.orderId === orderId && notice.type === 'message')?.link;
};

describe('a conversation between the buyer and the seller', () => {
  it('carries messages both ways, notifies the other party with a link to their page, and counts what is unread', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);

    const sent = await write(buyer, orderId, { text: '  Can we meet at the library at 4?  ' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({
      id: expect.any(Number),
      authorId: buyer.user.id,
      authorRole: 'buyer',
      text: 'Can we meet at the library at 4?',
      removed: false,
      createdAt: expect.any(String),
      readAt: null,
    });
    expect(await messageNotices(seller.user.id, orderId)).toEqual([
      expect.objectContaining({
        kind: 'new_message',
        params: { orderId, from: { name: 'Priya Sharma' } },
        orderRole: 'seller',
      }),
    ]);
    expect(await linkOf(seller, orderId)).toBe(`/seller-listings/sales/${orderId}`);
    expect((await seller.call('GET', '/api/sales')).json()[0].unreadMessages).toBe(1);
    expect((await seller.call('GET', `/api/sales/${orderId}`)).json().unreadMessages).toBe(1);

    const first = await read(seller, orderId);
    expect(first).toEqual({
      orderId,
      canWrite: true,
      conversations: [
        {
          orderId,
          sellerId: seller.user.id,
          sellerName: seller.user.username,
          buyerName: 'Priya Sharma',
          unreadCount: 1,
          askedBeforeOrder: 0,
          messages: [expect.objectContaining({ text: 'Can we meet at the library at 4?', readAt: null })],
        },
      ],
    });
    const again = await read(seller, orderId);
    expect(again.conversations[0].unreadCount).toBe(0);
    expect(again.conversations[0].messages[0].readAt).toEqual(expect.any(String));
    expect((await seller.call('GET', '/api/sales')).json()[0].unreadMessages).toBe(0);

    expect((await write(seller, orderId, { text: 'Yes, see you at the main gate.' })).statusCode).toBe(201);
    expect(await linkOf(buyer, orderId)).toBe(`/orders/${orderId}`);
    const buyersOrders = async () => (await buyer.call('GET', `/api/orders/${buyer.user.id}`)).json();
    expect((await buyersOrders())[0]).toMatchObject({ id: orderId, unreadMessages: 1 });
    const buyersView = await read(buyer, orderId);
    expect(buyersView.conversations[0].unreadCount).toBe(1);
    expect((await buyersOrders())[0]).toMatchObject({ id: orderId, unreadMessages: 0 });
    expect(
      buyersView.conversations[0].messages.map((message: { authorRole: string }) => message.authorRole),
    ).toEqual(['buyer', 'seller']);
  });

  it('keeps text as it was typed: HTML and links are only text', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    const text = '<script>alert(1)</script> <b>hi</b> see https://example.com/?a=1&b=2 "quoted" \u{1F4DA}';
    expect((await write(buyer, orderId, { text })).json().text).toBe(text);
    const [stored] = await messagesOfOrder(orderId);
    expect(stored?.text).toBe(text);
    const answer = await seller.call('GET', messagesUrl(orderId));
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json().conversations[0].messages[0].text).toBe(text);
  });

  it.each([
    [{ text: '' }, 'Write a message'],
    [{ text: '    ' }, 'Write a message'],
    [{}, 'Write a message'],
    [{ text: 'x'.repeat(2001) }, 'A message can be at most 2,000 characters'],
    [{ text: 'Hello', sellerId: 'one' }, 'Seller id must be a number'],
  ])('refuses %o with a clear message and stores nothing', async (body, message) => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    const response = await write(buyer, orderId, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await messagesOfOrder(orderId)).toHaveLength(0);
  });

  it('takes a message of exactly 2,000 characters', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    expect((await write(buyer, orderId, { text: 'x'.repeat(2000) })).statusCode).toBe(201);
  });

  it('tells the other party once while they have not read the notice, not once per message', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    for (const text of ['Hi!', 'Are you there?', 'I can come tomorrow.'])
      await write(buyer, orderId, { text });
    const notices = await messageNotices(seller.user.id, orderId);
    expect(notices).toHaveLength(1);
    await seller.call('POST', `/api/notifications/${notices[0]?.id}/read`);
    await write(buyer, orderId, { text: 'Still there?' });
    expect(await messageNotices(seller.user.id, orderId)).toHaveLength(2);
  });
});

describe('an order with several sellers', () => {
  it('has one conversation per seller: the buyer names the seller, each seller sees only their own', async () => {
    const [buyer, asha, rohan] = await Promise.all([student(), student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [asha, rohan]);

    const unnamed = await write(buyer, orderId, { text: 'Hello both' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({ message: 'Choose the seller you are writing to' });
    const notASeller = await write(buyer, orderId, { text: 'Hello', sellerId: buyer.user.id });
    expect(notASeller.json()).toMatchObject({ message: 'That seller has no part in this order' });

    expect((await write(buyer, orderId, { text: 'Hello Asha', sellerId: asha.user.id })).statusCode).toBe(
      201,
    );
    expect((await write(rohan, orderId, { text: 'Hello from Rohan' })).statusCode).toBe(201);
    const intoAshas = await write(rohan, orderId, { text: 'Psst', sellerId: asha.user.id });
    expect(intoAshas.statusCode).toBe(403);
    expect(intoAshas.json()).toMatchObject({ message: 'You can only write to the buyer of your sale' });

    const buyersView = await read(buyer, orderId);
    expect(
      buyersView.conversations.map((conversation: { sellerId: number; messages: { text: string }[] }) => [
        conversation.sellerId,
        conversation.messages.map((message) => message.text),
      ]),
    ).toEqual([
      [asha.user.id, ['Hello Asha']],
      [rohan.user.id, ['Hello from Rohan']],
    ]);
    const ashasView = await read(asha, orderId);
    expect(ashasView.conversations).toHaveLength(1);
    expect(ashasView.conversations[0].messages.map((message: { text: string }) => message.text)).toEqual([
      'Hello Asha',
    ]);
    expect(JSON.stringify(ashasView)).not.toContain('Hello from Rohan');
  });
});

describe('who may read and write', () => {
  it('asks a guest to sign in (401) and refuses another student (403) both ways', async () => {
    const [buyer, seller, stranger] = await Promise.all([student(), student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    await write(buyer, orderId, { text: 'Private, about a meeting place' });
    expect((await t.app.inject(messagesUrl(orderId))).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: messagesUrl(orderId), payload: { text: 'Hi' } })).statusCode,
    ).toBe(401);
    const peek = await stranger.call('GET', messagesUrl(orderId));
    expect(peek.statusCode).toBe(403);
    expect(peek.json()).toMatchObject({ message: 'This is not your order' });
    const intrude = await write(stranger, orderId, { text: 'Hi' });
    expect(intrude.statusCode).toBe(403);
    expect(intrude.json()).toMatchObject({ message: 'Only the buyer and the seller can write here' });
  });

  it('lets an admin read every conversation for a dispute without marking anything read, but not write', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    await write(buyer, orderId, { text: 'The book never arrived' });
    const view = await read(admin, orderId);
    expect(view).toMatchObject({
      canWrite: false,
      conversations: [{ sellerId: seller.user.id, unreadCount: 0 }],
    });
    expect(view.conversations[0].messages[0]).toMatchObject({ text: 'The book never arrived', readAt: null });
    expect((await read(seller, orderId)).conversations[0].unreadCount).toBe(1);
    expect((await write(admin, orderId, { text: 'Admin here' })).statusCode).toBe(403);
  });

  it('answers 404 for no such order and 400 for an id that is not one', async () => {
    const buyer = await student();
    const missing = await buyer.call('GET', messagesUrl(99_999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Order not found' });
    expect((await write(buyer, 99_999_999, { text: 'Hello' })).statusCode).toBe(404);
    expect((await buyer.call('GET', '/api/orders/abc/messages')).json()).toMatchObject({
      message: 'Order id must be a number',
    });
  });
});

describe('limits', () => {
  it('lets a student send 20 messages a minute, then answers 429 without slowing the other party', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    for (let index = 0; index < 20; index += 1) {
      expect((await write(buyer, orderId, { text: `Message ${index}` })).statusCode).toBe(201);
    }
    const limited = await write(buyer, orderId, { text: 'One too many' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^You have sent too many messages in the last minute\. Please try again in \d+ (second|seconds|minute)\.$/,
    );
    expect((await write(seller, orderId, { text: 'I am still here' })).statusCode).toBe(201);
  }, 60_000);
});
