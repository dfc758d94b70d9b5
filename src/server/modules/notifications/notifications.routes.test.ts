import { describe, expect, it } from 'vitest';
import { orderNumber } from '../../../domain/order-status.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { buyerClient } from '../../test/checkout.ts';
import { createProduct, createUser, loginAs, registrationFor } from '../../test/factories.ts';

const t = useTestApp();

async function studentWithOrder() {
  const seller = await createUser(t.database.db);
  const buyer = await createUser(t.database.db);
  const cookie = await loginAs(t.app, buyer);
  const client = buyerClient(t.app, cookie);
  const book = await createProduct(t.database.db, seller.id);
  await client.placeCashOrder([{ productId: book.id, quantity: 1 }]);
  return { buyer, cookie, client, seller };
}

describe('notifications', () => {
  it('welcome a student who signs up: what it says as a kind and values, and in English', async () => {
    const registration = registrationFor();
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: registration });
    const cookie = `${response.cookies[0]?.name}=${response.cookies[0]?.value}`;
    const list = (await t.app.inject({ url: '/api/notifications', headers: { cookie } })).json();
    expect(list).toMatchObject([
      {
        type: 'signup',
        isRead: false,
        kind: 'welcome',
        params: { username: registration.username },
        message: `Welcome to PassItOn, ${registration.username}! Browse what seniors are passing on, or list your own books.`,
      },
    ]);
  });

  it('tell the buyer about the order placed and the seller about the sale, each with its values', async () => {
    const { client, seller } = await studentWithOrder();
    const [placed] = (await client.call('GET', '/api/notifications')).json();
    expect(placed).toMatchObject({
      kind: 'order_placed',
      params: { orderId: placed.orderId },
      message: `Your order ${orderNumber(placed.orderId)} has been placed.`,
      link: `/orders/${placed.orderId}`,
    });
    const sellerClient = buyerClient(t.app, await loginAs(t.app, seller));
    const [sold] = (await sellerClient.call('GET', '/api/notifications')).json();
    expect(sold).toMatchObject({
      type: 'product_sold',
      kind: 'item_sold',
      params: { orderId: placed.orderId, quantity: 1, title: expect.any(String) },
      message: `You sold 1 × "${sold.params.title}" (order ${orderNumber(placed.orderId)}). Arrange the pickup with the buyer.`,
    });
  });

  it('list the unread ones, and marking one read takes it off that list', async () => {
    const { client } = await studentWithOrder();
    const unread = (await client.call('GET', '/api/notifications/unread')).json();
    expect(unread).toMatchObject([{ type: 'order', isRead: false }]);

    expect((await client.call('POST', `/api/notifications/${unread[0].id}/read`)).statusCode).toBe(200);
    expect((await client.call('GET', '/api/notifications/unread')).json()).toEqual([]);
    expect((await client.call('GET', '/api/notifications')).json()).toMatchObject([{ isRead: true }]);
  });

  it('mark all read at once', async () => {
    const { seller } = await studentWithOrder();
    const sellerClient = buyerClient(t.app, await loginAs(t.app, seller));
    expect((await sellerClient.call('GET', '/api/notifications/unread')).json()).toMatchObject([
      { type: 'product_sold' },
    ]);
    await sellerClient.call('POST', '/api/notifications/read-all');
    expect((await sellerClient.call('GET', '/api/notifications/unread')).json()).toEqual([]);
  });

  it('cannot be read or marked by anyone else (403), or by a guest (401)', async () => {
    const { client } = await studentWithOrder();
    const [note] = (await client.call('GET', '/api/notifications')).json();
    const stranger = buyerClient(t.app, await loginAs(t.app, await createUser(t.database.db)));
    expect((await stranger.call('POST', `/api/notifications/${note.id}/read`)).statusCode).toBe(403);
    expect((await stranger.call('POST', '/api/notifications/99999999/read')).statusCode).toBe(404);
    expect((await t.app.inject('/api/notifications')).statusCode).toBe(401);
  });

  it('answer the 30-second poll with 304 when nothing changed', async () => {
    const { client, cookie } = await studentWithOrder();
    const first = await client.call('GET', '/api/notifications/unread');
    const again = await t.app.inject({
      url: '/api/notifications/unread',
      headers: { cookie, 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('ids past the largest row id', () => {
  it('a notification id beyond the database integer range is bad input (400), not a server error', async () => {
    const { client } = await studentWithOrder();
    const response = await client.call('POST', '/api/notifications/2147483648/read');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Id is out of range' });
  });
});
