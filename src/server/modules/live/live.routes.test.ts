import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../test/build-test-app.ts';
import { isEvent, listeningAddress, openEventStream, type StreamBlock } from '../../test/event-stream.ts';
import { newStudent, orderFrom, type Student } from '../../test/exchange.ts';
import { createProduct, loginAs } from '../../test/factories.ts';
import { users } from '../auth/auth.tables.ts';
import { liveEvents } from './live.tables.ts';
import { pruneLiveEvents } from './live-events.service.ts';

const t = useTestApp({ env: { COD_OPEN_ORDER_LIMIT: '1000', ORDER_RATE_LIMIT: '1000' } });
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await listeningAddress(t.app);
});

const student = () => newStudent(t);
/** A session of the student's own for their stream (newStudent's client keeps its cookie to itself). */
const sessionOf = (someone: Student) => loginAs(t.app, someone.user);
const write = (author: Student, orderId: number, text: string) =>
  author.call('POST', `/api/orders/${orderId}/messages`, { text });
const kindOf = (kind: string) => (block: StreamBlock) => (block.data as { kind?: string })?.kind === kind;

describe('GET /api/events', () => {
  it('refuses a guest with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Not authenticated', code: 'auth.not_authenticated' });
  });

  it('refuses a Last-Event-ID that is not an event id with 400', async () => {
    const seller = await student();
    const stream = await openEventStream(baseUrl, await sessionOf(seller), { 'last-event-id': 'yesterday' });
    expect(stream.status).toBe(400);
    expect(stream.refusal?.message).toBe('Last-Event-ID must be the id of an event this stream sent');
  });

  it('streams unbuffered, uncompressed and uncached, with a reconnection hint', async () => {
    const seller = await student();
    const stream = await openEventStream(baseUrl, await sessionOf(seller), { 'accept-encoding': 'gzip, br' });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers.get('cache-control')).toBe('private, no-store, no-transform');
      expect(stream.headers.get('x-accel-buffering')).toBe('no');
      expect(stream.headers.get('content-encoding')).toBeNull();
      // The security headers every answer carries.
      expect(stream.headers.get('content-security-policy')).toContain("default-src 'self'");
    } finally {
      stream.close();
    }
  });

  it("tells a seller of the buyer's message and the bell at once, and never another student's events", async () => {
    const [buyer, seller, bystander] = await Promise.all([student(), student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    const [sellerStream, bystanderStream] = await Promise.all([
      openEventStream(baseUrl, await sessionOf(seller)),
      openEventStream(baseUrl, await sessionOf(bystander)),
    ]);
    try {
      expect((await write(buyer, orderId, 'Is it still there?')).statusCode).toBe(201);
      const message = await sellerStream.next(kindOf('order_message'));
      expect(message).toEqual({
        id: expect.stringMatching(/^\d+$/),
        data: { kind: 'order_message', orderId, role: 'seller' },
      });
      expect((await sellerStream.next(kindOf('notifications_changed'))).data).toEqual({
        kind: 'notifications_changed',
      });

      // By the time the bystander hears of their own order, placed after the message, they have heard only of it.
      const own = await orderFrom(t, bystander, [seller]);
      await bystanderStream.next(kindOf('order_changed'));
      const heard = bystanderStream.received().filter(isEvent);
      expect(heard.length).toBeGreaterThan(0);
      for (const block of heard) {
        expect(block.data).not.toMatchObject({ kind: 'order_message' });
        expect([own.orderId, undefined]).toContain((block.data as { orderId?: number }).orderId);
      }
    } finally {
      sellerStream.close();
      bystanderStream.close();
    }
  });

  it('tells the buyer and the seller each about their side of an order placed and moved on', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const [buyerStream, sellerStream] = await Promise.all([
      openEventStream(baseUrl, await sessionOf(buyer)),
      openEventStream(baseUrl, await sessionOf(seller)),
    ]);
    try {
      const { orderId } = await orderFrom(t, buyer, [seller]);
      expect((await buyerStream.next(kindOf('order_changed'))).data).toEqual({
        kind: 'order_changed',
        orderId,
        role: 'buyer',
      });
      expect((await sellerStream.next(kindOf('order_changed'))).data).toEqual({
        kind: 'order_changed',
        orderId,
        role: 'seller',
      });
      expect((await buyer.call('PUT', `/api/orders/${orderId}/cancel`)).statusCode).toBe(200);
      expect((await sellerStream.next(kindOf('order_changed'))).data).toMatchObject({
        orderId,
        role: 'seller',
      });
    } finally {
      buyerStream.close();
      sellerStream.close();
    }
  });

  it('tells a seller of a question and an offer about their listing, and the buyer of the answer', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const listing = await createProduct(t.db, seller.user.id, { price: '500.00' });
    const [buyerStream, sellerStream] = await Promise.all([
      openEventStream(baseUrl, await sessionOf(buyer)),
      openEventStream(baseUrl, await sessionOf(seller)),
    ]);
    try {
      const asked = await buyer.call('POST', `/api/listings/${listing.id}/messages`, {
        text: 'Which edition?',
      });
      expect(asked.statusCode).toBe(201);
      expect((await sellerStream.next(kindOf('conversation_message'))).data).toEqual({
        kind: 'conversation_message',
        conversationId: (asked.json() as { conversationId: number }).conversationId,
        productId: listing.id,
      });
      const offered = await buyer.call('POST', `/api/listings/${listing.id}/offers`, { amount: 400 });
      expect(offered.statusCode).toBe(201);
      expect((await sellerStream.next(kindOf('offer_changed'))).data).toEqual({
        kind: 'offer_changed',
        productId: listing.id,
      });
      const offerId = (offered.json() as { id: number }).id;
      expect((await seller.call('POST', `/api/offers/${offerId}/counter`, { amount: 450 })).statusCode).toBe(
        200,
      );
      await buyerStream.next(kindOf('offer_changed'));
    } finally {
      buyerStream.close();
      sellerStream.close();
    }
  });

  it('replays the events after Last-Event-ID to a browser that reconnects, in order', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    const cookie = await sessionOf(seller);
    const first = await openEventStream(baseUrl, cookie);
    await write(buyer, orderId, 'First');
    const seen = await first.next(kindOf('order_message'));
    first.close();

    await write(buyer, orderId, 'Second');
    await write(buyer, orderId, 'Third');
    const again = await openEventStream(baseUrl, cookie, { 'last-event-id': String(seen.id) });
    try {
      const replayed = [await again.next(kindOf('order_message')), await again.next(kindOf('order_message'))];
      expect(replayed.map((block) => Number(block.id))).toEqual(
        [...replayed.map((block) => Number(block.id))].sort((a, b) => a - b),
      );
      expect(Number(replayed[0]?.id)).toBeGreaterThan(Number(seen.id));
      const stored = await t.db
        .select({ id: liveEvents.id })
        .from(liveEvents)
        .where(sql`${liveEvents.userId} = ${seller.user.id} AND ${liveEvents.id} > ${Number(seen.id)}`)
        .orderBy(liveEvents.id);
      expect(replayed.map((block) => Number(block.id))).toEqual(
        stored.map((row) => row.id).filter((id) => replayed.some((block) => Number(block.id) === id)),
      );
    } finally {
      again.close();
    }
  });

  it('tells a browser whose Last-Event-ID is older than what is kept to read everything again', async () => {
    const [buyer, seller] = await Promise.all([student(), student()]);
    const { orderId } = await orderFrom(t, buyer, [seller]);
    await write(buyer, orderId, 'Long ago');
    const [old] = await t.db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(eq(liveEvents.userId, seller.user.id))
      .orderBy(liveEvents.id)
      .limit(1);
    // Everything up to the seller's first event is two hours old, and pruned.
    await t.db
      .update(liveEvents)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(sql`${liveEvents.id} <= ${old?.id}`);
    await pruneLiveEvents(t.db);

    const stream = await openEventStream(baseUrl, await sessionOf(seller), {
      'last-event-id': String((old?.id ?? 1) - 1),
    });
    try {
      expect(await stream.next((block) => block.event !== undefined)).toEqual({ event: 'resync', data: {} });
    } finally {
      stream.close();
    }
  });
});

describe('a live stream on a process with tight settings', () => {
  let url: string;
  beforeAll(async () => {
    url = await listeningAddress(
      await t.withSettings({ LIVE_HEARTBEAT_SECONDS: '1', LIVE_STREAMS_PER_USER: '1' }),
    );
  });

  it('refuses more streams than a student may hold with 429', async () => {
    const seller = await student();
    const cookie = await sessionOf(seller);
    const first = await openEventStream(url, cookie);
    try {
      const second = await openEventStream(url, cookie);
      expect(second.status).toBe(429);
      expect(second.refusal).toMatchObject({ code: 'live.too_many_streams' });
    } finally {
      first.close();
    }
  });

  it('says it is alive with a comment now and then, so proxies keep it open', async () => {
    const stream = await openEventStream(url, await sessionOf(await student()));
    try {
      expect(await stream.next((block) => block.comment !== undefined)).toEqual({ comment: 'heartbeat' });
    } finally {
      stream.close();
    }
  });

  it('ends when its session is signed out', async () => {
    const seller = await student();
    const cookie = await sessionOf(seller);
    const stream = await openEventStream(url, cookie);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode).toBe(
      200,
    );
    await stream.ended;
  });

  it('ends when its account is suspended', async () => {
    const seller = await student();
    const stream = await openEventStream(url, await sessionOf(seller));
    await t.db
      .update(users)
      .set({ suspendedUntil: new Date('9999-01-01') })
      .where(eq(users.id, seller.user.id));
    await stream.ended;
  });
});

describe('closing the app', () => {
  const apps: Awaited<ReturnType<typeof buildTestApp>>[] = [];
  afterAll(async () => {
    for (const app of apps) await app.app.close();
  });

  it('ends the open streams instead of waiting for them', async () => {
    const own = await buildTestApp({}, t.database);
    apps.push(own);
    const stream = await openEventStream(
      await listeningAddress(own.app),
      await loginAs(own.app, (await student()).user),
    );
    expect(stream.status).toBe(200);
    await own.app.close();
    await stream.ended;
  });
});
