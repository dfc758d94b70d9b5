import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { newStudent, type Student } from '../../test/exchange.ts';
import { createProduct } from '../../test/factories.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { notifications } from '../notifications/notifications.tables.ts';

/** Asking the seller about a listing, and the one inbox (docs/decisions/037-listing-conversations-and-inbox.md). */

const t = useTestApp({ mailbox: true, env: { COD_OPEN_ORDER_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' } });

let admin: Student;
beforeAll(async () => {
  admin = await newStudent(t, { isAdmin: true });
});

const student = () => newStudent(t);
const listingOf = (seller: Student, overrides: { quantity?: number } = {}) =>
  createProduct(t.database.db, seller.user.id, { quantity: 3, ...overrides });
const ask = (buyer: Student, productId: number, text: unknown) =>
  buyer.call('POST', `/api/listings/${productId}/messages`, text === undefined ? {} : { text });
const reply = (author: Student, conversationId: number, text: string) =>
  author.call('POST', `/api/conversations/${conversationId}/messages`, { text });
const inbox = async (reader: Student, query = '') => {
  const response = await reader.call('GET', `/api/conversations${query}`);
  expect(response.statusCode).toBe(200);
  return { total: Number(response.headers['x-total-count']), entries: response.json() };
};
const unread = async (reader: Student) =>
  (await reader.call('GET', '/api/conversations/unread')).json().unread;
const listingNotices = (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'new_listing_message')));

async function asked() {
  const [buyer, seller] = await Promise.all([student(), student()]);
  const listing = await listingOf(seller);
  const sent = await ask(buyer, listing.id, '  Is this the 2019 edition?  ');
  expect(sent.statusCode).toBe(201);
  return { buyer, seller, listing, conversationId: sent.json().conversationId as number };
}

describe('asking the seller about a listing', () => {
  it('starts one conversation, tells the seller once with a link to it, and lets the seller answer', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const listing = await listingOf(seller);
    const sent = await ask(buyer, listing.id, '  Is this the 2019 edition?  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({
      id: expect.any(Number),
      conversationId: expect.any(Number),
      authorId: buyer.user.id,
      authorRole: 'buyer',
      text: 'Is this the 2019 edition?',
      removed: false,
      createdAt: expect.any(String),
      readAt: null,
    });
    const { conversationId } = sent.json();
    expect((await ask(buyer, listing.id, 'And is the cover intact?')).json().conversationId).toBe(
      conversationId,
    );

    const notices = await listingNotices(seller.user.id);
    expect(notices).toEqual([
      expect.objectContaining({
        type: 'message',
        productId: listing.id,
        params: {
          conversationId,
          title: listing.title,
          from: { name: buyer.user.username, userId: buyer.user.id },
        },
      }),
    ]);
    const bell = (await seller.call('GET', '/api/notifications')).json();
    expect(bell[0]).toMatchObject({
      link: `/inbox/${conversationId}`,
      message: `New message from ${buyer.user.username} about "${listing.title}".`,
    });

    expect(await unread(seller)).toBe(2);
    const sellersInbox = await inbox(seller);
    expect(sellersInbox.total).toBe(1);
    expect(sellersInbox.entries).toEqual([
      {
        id: conversationId,
        kind: 'listing',
        productId: listing.id,
        orderId: null,
        role: 'seller',
        otherName: buyer.user.username,
        listing: { id: listing.id, title: listing.title, image: null },
        lastMessage: {
          text: 'And is the cover intact?',
          removed: false,
          mine: false,
          createdAt: expect.any(String),
        },
        unreadCount: 2,
        lastMessageAt: expect.any(String),
      },
    ]);

    const thread = (
      await seller.call('GET', `/api/listings/${listing.id}/messages?buyerId=${buyer.user.id}`)
    ).json();
    expect(thread).toMatchObject({
      id: conversationId,
      kind: 'listing',
      buyerId: buyer.user.id,
      sellerId: seller.user.id,
      unreadCount: 2,
      askedBeforeOrder: 0,
    });
    expect(thread.messages.map((message: { text: string }) => message.text)).toEqual([
      'Is this the 2019 edition?',
      'And is the cover intact?',
    ]);
    expect(await unread(seller)).toBe(0);

    const answered = await reply(seller, conversationId, 'Yes, the 2019 one, cover intact.');
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({ conversationId, authorRole: 'seller' });
    expect(await unread(buyer)).toBe(1);
    expect((await inbox(buyer)).entries[0]).toMatchObject({ role: 'buyer', unreadCount: 1 });
    const buyersThread = (await buyer.call('GET', `/api/conversations/${conversationId}`)).json();
    expect(buyersThread.messages.map((message: { authorRole: string }) => message.authorRole)).toEqual([
      'buyer',
      'buyer',
      'seller',
    ]);
    expect(buyersThread.unreadCount).toBe(1);
    expect(await unread(buyer)).toBe(0);
    expect((await buyer.call('GET', `/api/listings/${listing.id}/messages`)).json().id).toBe(conversationId);
  });

  it('e-mails the seller about the question with a link to the conversation, in the same waiting rule', async () => {
    const { seller, buyer, listing, conversationId } = await asked();
    await ask(buyer, listing.id, 'Are you there?');
    await t.mailbox.deliver(t.database.db);
    const mails = t.mailbox.to(seller.user.email).filter((mail) => mail.subject.startsWith('New message'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`New message from ${buyer.user.username} about "${listing.title}"`);
    expect(mails[0]?.text).toContain(`http://localhost:5000/inbox/${conversationId}`);
    expect(mails[0]?.text).not.toContain('2019 edition');
  });

  it.each([
    [{ text: '' }, 'Write a message'],
    [{ text: '   ' }, 'Write a message'],
    [{}, 'Write a message'],
    [{ text: 'x'.repeat(2001) }, 'A message can be at most 2,000 characters'],
  ])('refuses %o with a clear message and starts nothing', async (body, message) => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const listing = await listingOf(seller);
    const response = await buyer.call('POST', `/api/listings/${listing.id}/messages`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect((await inbox(seller)).total).toBe(0);
  });

  it('takes exactly 2,000 characters', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    expect((await ask(buyer, (await listingOf(seller)).id, 'x'.repeat(2000))).statusCode).toBe(201);
  });

  it('refuses one’s own listing (400), a listing not for sale (409), no listing (404) and a guest (401)', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const own = await ask(seller, (await listingOf(seller)).id, 'Hello me');
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ message: 'You cannot ask about your own listing' });
    const soldOut = await ask(buyer, (await listingOf(seller, { quantity: 0 })).id, 'Any left?');
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toMatchObject({ message: 'This listing is no longer available' });
    const missing = await ask(buyer, 99_999_999, 'Hello');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Product not found' });
    expect((await buyer.call('POST', '/api/listings/abc/messages', { text: 'Hi' })).json()).toMatchObject({
      message: 'Product id must be a number',
    });
    const guest = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${(await listingOf(seller)).id}/messages`,
      payload: { text: 'Hi' },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses, with the same neutral 403, students either of whom blocked the other', async () => {
    const { buyer, seller, listing, conversationId } = await asked();
    expect((await seller.call('PUT', `/api/blocks/${buyer.user.id}`)).statusCode).toBe(200);
    const blocked = await ask(buyer, listing.id, 'Hello?');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ message: 'You cannot message or order from this student' });
    const blocker = await reply(seller, conversationId, 'Bye');
    expect(blocker.statusCode).toBe(403);
    expect(blocker.json()).toMatchObject({ message: 'You cannot message or order from this student' });
  });

  it('lets the two write at most 20 messages a minute each', async () => {
    const { buyer, listing } = await asked();
    for (let index = 1; index < 20; index += 1) {
      expect((await ask(buyer, listing.id, `Message ${index}`)).statusCode).toBe(201);
    }
    const limited = await ask(buyer, listing.id, 'One too many');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^You have sent too many messages in the last minute\./);
  }, 60_000);
});

describe('who reads a conversation', () => {
  it('is its buyer and seller only: others get 403, admins too (they read reports on the desk), none 404', async () => {
    const { buyer, seller, listing, conversationId } = await asked();
    const stranger = await student();
    for (const outsider of [stranger, admin]) {
      const peek = await outsider.call('GET', `/api/conversations/${conversationId}`);
      expect(peek.statusCode).toBe(403);
      expect(peek.json()).toMatchObject({ message: 'This is not your conversation' });
      expect((await reply(outsider, conversationId, 'Hi')).statusCode).toBe(403);
      expect((await outsider.call('POST', `/api/conversations/${conversationId}/read`)).statusCode).toBe(403);
      const named = await outsider.call(
        'GET',
        `/api/listings/${listing.id}/messages?buyerId=${buyer.user.id}`,
      );
      expect(named.statusCode).toBe(403);
    }
    const none = await stranger.call('GET', `/api/listings/${listing.id}/messages`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: 'Conversation not found' });
    expect((await seller.call('GET', '/api/conversations/99999999')).statusCode).toBe(404);
    expect((await seller.call('GET', '/api/conversations/abc')).json()).toMatchObject({
      message: 'Conversation id must be a number',
    });
    expect((await t.app.inject('/api/conversations')).statusCode).toBe(401);
    expect((await t.app.inject(`/api/conversations/${conversationId}`)).statusCode).toBe(401);
    expect((await inbox(stranger)).total).toBe(0);
  });

  it('marks it read on request', async () => {
    const { seller, conversationId } = await asked();
    expect(await unread(seller)).toBe(1);
    const read = await seller.call('POST', `/api/conversations/${conversationId}/read`);
    expect(read.statusCode).toBe(200);
    expect(await unread(seller)).toBe(0);
  });
});

describe('one thread when the buyer orders what they asked about', () => {
  it('shows the earlier messages above the order’s own, in the order and in the inbox, as one conversation', async () => {
    const { buyer, seller, listing, conversationId } = await asked();
    await reply(seller, conversationId, 'Yes it is.');
    const placed = await buyer.placeCashOrder([{ productId: listing.id, quantity: 1 }]);
    expect(placed.statusCode).toBe(201);
    const orderId: number = placed.json().id;
    expect(
      (await buyer.call('POST', `/api/orders/${orderId}/messages`, { text: 'Library at 4?' })).statusCode,
    ).toBe(201);

    const sellersView = (await seller.call('GET', `/api/orders/${orderId}/messages`)).json();
    expect(sellersView.conversations[0].askedBeforeOrder).toBe(2);
    expect(sellersView.conversations[0].messages.map((message: { text: string }) => message.text)).toEqual([
      'Is this the 2019 edition?',
      'Yes it is.',
      'Library at 4?',
    ]);

    const entries = (await inbox(seller)).entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'order',
      orderId,
      productId: listing.id,
      lastMessage: { text: 'Library at 4?', mine: false },
      unreadCount: 0,
    });
    const thread = (await buyer.call('GET', `/api/conversations/${entries[0].id}`)).json();
    expect(thread).toMatchObject({ kind: 'order', orderId, askedBeforeOrder: 2 });
    expect(thread.messages).toHaveLength(3);

    // Written in the listing's conversation after the order, it lives on there, in the inbox of its own.
    await ask(buyer, listing.id, 'Do you have a second copy?');
    expect((await inbox(seller)).entries.map((entry: { kind: string }) => entry.kind)).toEqual([
      'listing',
      'order',
    ]);
  });

  it('writes in an order’s conversation through the inbox with the order’s rules', async () => {
    const { buyer, seller, listing } = await asked();
    const orderId: number = (await buyer.placeCashOrder([{ productId: listing.id, quantity: 1 }])).json().id;
    const [entry] = (await inbox(seller)).entries;
    const sent = await reply(seller, entry.id, 'See you at the gate');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ conversationId: entry.id, authorRole: 'seller' });
    const buyersView = (await buyer.call('GET', `/api/orders/${orderId}/messages`)).json();
    expect(buyersView.conversations[0].messages.at(-1).text).toBe('See you at the gate');
  });
});

describe('the inbox', () => {
  it('lists a page at a time, newest first, with the total in X-Total-Count', async () => {
    const seller = await student();
    const buyers = [await student(), await student(), await student()];
    for (const buyer of buyers) await ask(buyer, (await listingOf(seller)).id, `Hello from ${buyer.user.id}`);
    const first = await inbox(seller, '?page=1&limit=2');
    expect(first.total).toBe(3);
    expect(first.entries.map((entry: { otherName: string }) => entry.otherName)).toEqual([
      buyers[2]?.user.username,
      buyers[1]?.user.username,
    ]);
    const second = await inbox(seller, '?page=2&limit=2');
    expect(second.entries.map((entry: { otherName: string }) => entry.otherName)).toEqual([
      buyers[0]?.user.username,
    ]);
    const tooMany = await seller.call('GET', '/api/conversations?limit=51');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: 'At most 50 conversations per page' });
  });
});

describe('moderation and deleted accounts', () => {
  it('lets the reader report a listing message, and shows it removed once the team removes it', async () => {
    const { seller, buyer, listing, conversationId } = await asked();
    const sent = await reply(seller, conversationId, 'Pay ₹300 to rohan@ybl first');
    const reported = await buyer.call('POST', '/api/reports', {
      targetType: 'message',
      targetId: sent.json().id,
      reason: 'scam',
    });
    expect(reported.statusCode).toBe(201);
    const resolved = await admin.call('POST', `/api/admin/reports/${reported.json().id}/resolve`, {
      action: 'remove_content',
      reason: 'Asked for payment outside PassItOn',
    });
    expect(resolved.statusCode).toBe(200);
    const thread = (await buyer.call('GET', `/api/listings/${listing.id}/messages`)).json();
    expect(thread.messages.at(-1)).toMatchObject({ text: null, removed: true });
  });

  it('erases what a deleted account wrote about a listing and names them a former student in notices', async () => {
    const { seller, buyer, listing } = await asked();
    const mailAboutThem = async () =>
      (await t.database.db.select().from(mailOutbox)).filter((mail) =>
        mail.subject.includes(buyer.user.username),
      );
    expect(await mailAboutThem()).toHaveLength(1);
    expect((await buyer.call('DELETE', '/api/user', { password: buyer.user.password })).statusCode).toBe(200);
    expect(await mailAboutThem()).toEqual([]);
    const [notice] = await listingNotices(seller.user.id);
    expect(notice?.params).toMatchObject({ from: { formerStudent: true } });
    const thread = (
      await seller.call('GET', `/api/conversations/${(await inbox(seller)).entries[0].id}`)
    ).json();
    expect(thread.messages[0]).toMatchObject({ text: null, removed: false });
    expect(thread.listing).toMatchObject({ id: listing.id });
  });
});
