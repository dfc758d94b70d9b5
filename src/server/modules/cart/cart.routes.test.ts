import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { createProduct, createUser, loginAs, signedInStudent } from '../../test/factories.ts';
import { products } from '../products/products.tables.ts';

const t = useTestApp();
let seller: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  seller = await createUser(t.database.db);
});

const signedInBuyer = () => signedInStudent(t.app, t.database.db);

describe('the cart', () => {
  it('adds a listing and shows it with its product; adding it again raises the quantity', async () => {
    const { user, call } = await signedInBuyer();
    const product = await createProduct(t.database.db, seller.id, { quantity: 5 });

    const added = await call('POST', '/api/cart', { userId: user.id, productId: product.id, quantity: 1 });
    expect(added.statusCode).toBe(201);
    await call('POST', '/api/cart', { userId: user.id, productId: product.id, quantity: 2 });

    const cart = (await call('GET', `/api/cart/${user.id}`)).json();
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({
      productId: product.id,
      quantity: 3,
      product: { title: product.title, price: '250.00', quantity: 5, available: true },
    });
  });

  it('keeps quantities within 1 … stock', async () => {
    const { user, call } = await signedInBuyer();
    const product = await createProduct(t.database.db, seller.id, { quantity: 2 });
    const tooMany = await call('POST', '/api/cart', { userId: user.id, productId: product.id, quantity: 3 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: 'Only 2 left in stock' });

    const line = (await call('POST', '/api/cart', { productId: product.id, quantity: 1 })).json();
    expect((await call('PUT', `/api/cart/${line.id}`, { quantity: 2 })).json().quantity).toBe(2);
    expect((await call('PUT', `/api/cart/${line.id}`, { quantity: 3 })).statusCode).toBe(400);
    const zero = await call('PUT', `/api/cart/${line.id}`, { quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ message: 'Quantity must be at least 1' });
  });

  it('removes a line and empties the whole cart', async () => {
    const { user, call } = await signedInBuyer();
    const first = await createProduct(t.database.db, seller.id);
    const second = await createProduct(t.database.db, seller.id);
    const line = (await call('POST', '/api/cart', { productId: first.id })).json();
    await call('POST', '/api/cart', { productId: second.id });

    expect((await call('DELETE', `/api/cart/${line.id}`)).json()).toMatchObject({ message: 'Item removed' });
    expect((await call('GET', `/api/cart/${user.id}`)).json()).toHaveLength(1);
    await call('DELETE', `/api/cart/user/${user.id}`);
    expect((await call('GET', `/api/cart/${user.id}`)).json()).toEqual([]);
  });

  it('refuses your own listing and one that does not exist', async () => {
    const sellerCookie = await loginAs(t.app, seller);
    const own = await createProduct(t.database.db, seller.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { productId: own.id },
      headers: { cookie: sellerCookie },
    });
    expect(response.json()).toMatchObject({ message: 'You cannot buy your own listing' });
    const { call } = await signedInBuyer();
    expect((await call('POST', '/api/cart', { productId: 99999999 })).statusCode).toBe(404);
  });

  it('marks a line unavailable once its listing is sold out', async () => {
    const { user, call } = await signedInBuyer();
    const product = await createProduct(t.database.db, seller.id, { quantity: 1 });
    await call('POST', '/api/cart', { productId: product.id });
    await t.database.db.update(products).set({ quantity: 0 }).where(eq(products.id, product.id));
    const [line] = (await call('GET', `/api/cart/${user.id}`)).json();
    expect(line.product.available).toBe(false);
  });
});

describe('cart ownership', () => {
  it("answers 403 to anyone reading, changing or emptying another student's cart", async () => {
    const owner = await signedInBuyer();
    const intruder = await signedInBuyer();
    const product = await createProduct(t.database.db, seller.id, { quantity: 3 });
    const line = (await owner.call('POST', '/api/cart', { productId: product.id })).json();

    expect((await intruder.call('GET', `/api/cart/${owner.user.id}`)).statusCode).toBe(403);
    expect((await intruder.call('PUT', `/api/cart/${line.id}`, { quantity: 2 })).statusCode).toBe(403);
    expect((await intruder.call('DELETE', `/api/cart/${line.id}`)).statusCode).toBe(403);
    expect((await intruder.call('DELETE', `/api/cart/user/${owner.user.id}`)).statusCode).toBe(403);
    expect(
      (await intruder.call('POST', '/api/cart', { userId: owner.user.id, productId: product.id })).statusCode,
    ).toBe(403);
    expect((await owner.call('GET', `/api/cart/${owner.user.id}`)).json()[0].quantity).toBe(1);
  });

  it('lets an admin read any cart', async () => {
    const owner = await signedInBuyer();
    const admin = await createUser(t.database.db, { isAdmin: true });
    const response = await t.app.inject({
      url: `/api/cart/${owner.user.id}`,
      headers: { cookie: await loginAs(t.app, admin) },
    });
    expect(response.statusCode).toBe(200);
  });

  it('asks a guest to sign in (401)', async () => {
    expect((await t.app.inject('/api/cart/1')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/cart', payload: { productId: 1 } })).statusCode,
    ).toBe(401);
  });

  it('answers 404 for a cart line that does not exist', async () => {
    const { call } = await signedInBuyer();
    expect((await call('PUT', '/api/cart/99999999', { quantity: 1 })).statusCode).toBe(404);
  });

  it('refuses ids beyond the database integer range as bad input (400), not a server error', async () => {
    const { call } = await signedInBuyer();
    const added = await call('POST', '/api/cart', { productId: 2_147_483_648 });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({ message: 'Product id is out of range' });
    expect((await call('PUT', '/api/cart/2147483648', { quantity: 1 })).json()).toMatchObject({
      message: 'Id is out of range',
    });
  });
});
