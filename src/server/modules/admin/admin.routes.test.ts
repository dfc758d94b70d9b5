import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type AdminOrder,
  type AdminProduct,
  type AdminStats,
  type AdminUser,
  CONSOLE_QUICK_QUERIES,
  type QueryResult,
  type Revenue,
} from '../../../domain/contracts/admin.ts';
import type { User } from '../../../domain/contracts/auth.ts';
import { CONSOLE_APPLICATION_NAME, openDatabase } from '../../db/client.ts';
import { buildTestApp, useTestApp } from '../../test/build-test-app.ts';
import { buyerClient } from '../../test/checkout.ts';
import { createProduct, createUser, loginAs, uniqueUsername } from '../../test/factories.ts';
import { users } from '../auth/auth.tables.ts';
import { notifications } from '../notifications/notifications.tables.ts';
import { orderStatusHistory, orders } from '../orders/orders.tables.ts';
import { products } from '../products/products.tables.ts';
import { adminAuditLog, revenueResets } from './admin.tables.ts';

type Account = User & { password: string; cookie: string };

// A database of its own: it resets the platform's revenue and reads figures over every order.
const t = useTestApp({ ownDatabase: true });
let admin: Account;
let student: Account;

async function account(overrides: { isAdmin?: boolean; username?: string } = {}): Promise<Account> {
  const user = await createUser(t.database.db, overrides);
  return { ...user, cookie: await loginAs(t.app, user) };
}

function call(who: Account | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });
}

/** A seller with a listing and a buyer who ordered it (cash on delivery). */
async function placedOrder(overrides: Partial<typeof products.$inferInsert> = {}) {
  const seller = await account();
  const buyer = await account();
  const product = await createProduct(t.database.db, seller.id, { quantity: 2, ...overrides });
  const response = await buyerClient(t.app, buyer.cookie).placeCashOrder([
    { productId: product.id, quantity: 1 },
  ]);
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
  return { seller, buyer, product, order: response.json() as AdminOrder };
}

const auditRows = (adminId: number, action: string) =>
  t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.adminId, adminId), eq(adminAuditLog.action, action)))
    .orderBy(desc(adminAuditLog.id));

const stockOf = async (productId: number) =>
  (await t.database.db.select().from(products).where(eq(products.id, productId)))[0];

beforeAll(async () => {
  admin = await account({ isAdmin: true });
  student = await account();
});

describe('every admin route is enforced on the server', () => {
  let fixtures: { orderId: number; productId: number; deletableOrderId: number };

  beforeAll(async () => {
    const { order, product } = await placedOrder();
    const other = await placedOrder();
    fixtures = { orderId: order.id, productId: product.id, deletableOrderId: other.order.id };
  });

  const routes: [
    string,
    'GET' | 'POST' | 'PUT' | 'DELETE',
    () => string,
    () => object | undefined,
    number,
  ][] = [
    ['orders', 'GET', () => '/api/admin/orders', () => undefined, 200],
    ['users', 'GET', () => '/api/admin/users', () => undefined, 200],
    ['products', 'GET', () => '/api/admin/products', () => undefined, 200],
    ['stats', 'GET', () => '/api/admin/stats', () => undefined, 200],
    ['revenue', 'GET', () => '/api/admin/revenue', () => undefined, 200],
    ['analytics', 'GET', () => '/api/admin/analytics', () => undefined, 200],
    ['database users', 'GET', () => '/api/admin/database/users', () => undefined, 200],
    ['database products', 'GET', () => '/api/admin/database/products', () => undefined, 200],
    ['database orders', 'GET', () => '/api/admin/database/orders', () => undefined, 200],
    ['database activity', 'GET', () => '/api/admin/database/activity', () => undefined, 200],
    [
      'order status',
      'PUT',
      () => `/api/orders/${fixtures.orderId}/status`,
      () => ({ status: 'completed' }),
      200,
    ],
    ['reset revenue', 'POST', () => '/api/admin/reset-revenue', () => undefined, 200],
    ['delete product', 'DELETE', () => `/api/admin/products/${fixtures.productId}`, () => undefined, 200],
    ['delete order', 'DELETE', () => `/api/admin/orders/${fixtures.deletableOrderId}`, () => undefined, 200],
    ['execute', 'POST', () => '/api/admin/database/execute', () => ({ query: 'SELECT 1 AS one' }), 200],
    [
      'create user',
      'POST',
      () => '/api/admin/create-user',
      () => {
        const username = uniqueUsername('made');
        return {
          username,
          email: `${username}@example.in`,
          phone: '',
          password: 'secret123',
          isAdmin: false,
        };
      },
      201,
    ],
  ];

  it.each(routes)(
    '%s: 401 signed out, 403 for a student, then works for an admin',
    async (_name, method, url, body, ok) => {
      const signedOut = await call(null, method, url(), body());
      expect(signedOut.statusCode).toBe(401);
      const forbidden = await call(student, method, url(), body());
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ message: 'Admin access required' });
      const allowed = await call(admin, method, url(), body());
      expect(allowed.statusCode, allowed.body).toBe(ok);
    },
  );

  it('changes nothing when a student tries', async () => {
    const { order, product } = await placedOrder();
    await call(student, 'PUT', `/api/orders/${order.id}/status`, { status: 'cancelled' });
    await call(student, 'DELETE', `/api/admin/products/${product.id}`);
    await call(student, 'DELETE', `/api/admin/orders/${order.id}`);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'pending_cod', deletedAt: null });
    expect(await stockOf(product.id)).toMatchObject({ deletedAt: null, quantity: 1 });
  });
});

describe('changing an order status', () => {
  it('records the admin in the history, notifies the buyer and audits it', async () => {
    const { buyer, order } = await placedOrder();
    const response = await call(admin, 'PUT', `/api/orders/${order.id}/status`, { status: 'shipped' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: order.id,
      status: 'shipped',
      buyer: { id: buyer.id, username: buyer.username, email: buyer.email },
    });

    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(orderStatusHistory.id);
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'pending_cod',
      toStatus: 'shipped',
      changedBy: admin.id,
      noteKind: 'changed_by_admin',
      noteParams: {},
    });
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.orderId, order.id));
    expect(notes).toContainEqual(
      expect.objectContaining({
        userId: buyer.id,
        type: 'order',
        kind: 'order_status_changed',
        params: { orderId: order.id, status: 'shipped' },
      }),
    );
    const [audit] = await auditRows(admin.id, 'order.status_changed');
    expect(audit?.details).toMatchObject({ orderId: order.id, from: 'pending_cod', to: 'shipped' });

    // The buyer sees it in their own list.
    const theirs = await call(buyer, 'GET', `/api/orders/${buyer.id}`);
    expect(theirs.json()[0]).toMatchObject({ id: order.id, status: 'shipped' });
  });

  it('puts the stock back when an admin cancels, and takes it again when the order is reopened', async () => {
    const { product, order } = await placedOrder();
    expect(await stockOf(product.id)).toMatchObject({ quantity: 1, unitsSold: 1 });
    await call(admin, 'PUT', `/api/orders/${order.id}/status`, { status: 'cancelled' });
    expect(await stockOf(product.id)).toMatchObject({ quantity: 2, unitsSold: 0 });
    const reopened = await call(admin, 'PUT', `/api/orders/${order.id}/status`, { status: 'pending_cod' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'pending_cod', canCancel: true });
    expect(await stockOf(product.id)).toMatchObject({ quantity: 1, unitsSold: 1 });
  });

  it('refuses to reopen a cancelled order whose units were sold since', async () => {
    const { product, order } = await placedOrder({ quantity: 1 });
    await call(admin, 'PUT', `/api/orders/${order.id}/status`, { status: 'cancelled' });
    const other = await account();
    await buyerClient(t.app, other.cookie).placeCashOrder([{ productId: product.id, quantity: 1 }]);
    const response = await call(admin, 'PUT', `/api/orders/${order.id}/status`, { status: 'completed' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Not enough quantity available/);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('cancelled');
  });

  it('accepts every status of the spec and refuses anything else', async () => {
    const { order } = await placedOrder();
    const bad = await call(admin, 'PUT', `/api/orders/${order.id}/status`, { status: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Choose a status from the list' });
    for (const status of ['processing', 'paid', 'in_transit', 'delivered', 'refund_requested', 'refunded']) {
      const response = await call(admin, 'PUT', `/api/orders/${order.id}/status`, { status });
      expect(response.json().status).toBe(status);
    }
    expect((await call(admin, 'PUT', '/api/orders/999999999/status', { status: 'paid' })).statusCode).toBe(
      404,
    );
  });
});

describe('deleting', () => {
  it('a transaction hides it from every list but keeps its rows, and is audited', async () => {
    const { buyer, order } = await placedOrder();
    const search = `/api/admin/orders?search=TXN-${String(order.id).padStart(6, '0')}`;
    expect((await call(admin, 'GET', search)).json()).toHaveLength(1);

    const response = await call(admin, 'DELETE', `/api/admin/orders/${order.id}`);
    expect(response.json()).toMatchObject({ message: 'Transaction deleted successfully' });

    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await call(admin, 'GET', search)).json()).toEqual([]);
    expect((await call(buyer, 'GET', `/api/orders/${buyer.id}`)).json()).toEqual([]);
    const buyers = (await call(admin, 'GET', `/api/admin/users?role=buyers&search=${buyer.username}`)).json();
    expect(buyers).toEqual([]);
    expect((await auditRows(admin.id, 'order.deleted')).map((audit) => audit.details)).toContainEqual(
      expect.objectContaining({ orderId: order.id }),
    );
    expect((await call(admin, 'DELETE', `/api/admin/orders/${order.id}`)).statusCode).toBe(404);
  });

  it('a product takes it off the marketplace and the admin lists, keeping the row', async () => {
    const seller = await account();
    const product = await createProduct(t.database.db, seller.id, {
      title: `Soft delete ${uniqueUsername()}`,
    });
    const response = await call(admin, 'DELETE', `/api/admin/products/${product.id}`);
    expect(response.json()).toMatchObject({ message: 'Product deleted successfully' });
    expect((await stockOf(product.id))?.deletedAt).toBeInstanceOf(Date);
    expect((await call(null, 'GET', `/api/products/${product.id}`)).statusCode).toBe(404);
    expect(
      (await call(admin, 'GET', `/api/admin/products?search=${encodeURIComponent(product.title)}`)).json(),
    ).toEqual([]);
    expect((await auditRows(admin.id, 'product.deleted')).map((audit) => audit.details)).toContainEqual({
      productId: product.id,
    });
  });
});

describe('platform revenue', () => {
  it('a reset records a point, keeps every order and counts fees again from zero', async () => {
    await placedOrder({ price: '400.00' });
    const before = (await call(admin, 'GET', '/api/admin/revenue')).json() as Revenue;
    expect(Number(before.platformFees)).toBeGreaterThanOrEqual(60);
    const ordersBefore = (await t.database.db.select({ id: orders.id }).from(orders)).length;

    const reset = await call(admin, 'POST', '/api/admin/reset-revenue');
    const after = reset.json() as Revenue;
    expect(reset.statusCode).toBe(200);
    expect(Number(after.platformFees)).toBeLessThan(Number(before.platformFees));
    expect(after.since).not.toBeNull();
    expect(Number(after.allTimePlatformFees)).toBeGreaterThanOrEqual(Number(before.allTimePlatformFees));
    expect(after.resets[0]).toMatchObject({ adminId: admin.id, adminName: admin.username });
    expect((await t.database.db.select({ id: orders.id }).from(orders)).length).toBeGreaterThanOrEqual(
      ordersBefore,
    );
    expect(
      await t.database.db.select().from(revenueResets).where(eq(revenueResets.adminId, admin.id)),
    ).not.toHaveLength(0);
    expect(await auditRows(admin.id, 'revenue.reset')).not.toHaveLength(0);

    // An order after the reset counts: ₹400 at 15% is ₹60 of fees.
    const since = Number(after.platformFees);
    await placedOrder({ price: '400.00' });
    const later = (await call(admin, 'GET', '/api/admin/revenue')).json() as Revenue;
    expect(Number(later.platformFees)).toBeGreaterThanOrEqual(since + 60);
    const stats = (await call(admin, 'GET', '/api/admin/stats')).json() as AdminStats;
    expect(Number(stats.platformFees)).toBeGreaterThanOrEqual(60);
  });
});

describe('the dashboard lists', () => {
  it('page orders on the server with X-Total-Count and filter them by status, seller, buyer, search and date', async () => {
    const { seller, buyer, product, order } = await placedOrder({ title: `Filterable ${uniqueUsername()}` });
    const page = await call(admin, 'GET', '/api/admin/orders?limit=1');
    expect(page.json()).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(2);

    const bySeller = await call(admin, 'GET', `/api/admin/orders?seller=${seller.username}`);
    expect(bySeller.headers['x-total-count']).toBe('1');
    const [found] = bySeller.json() as AdminOrder[];
    expect(found).toMatchObject({
      id: order.id,
      buyer: { id: buyer.id, username: buyer.username, email: buyer.email, phone: buyer.phone },
      items: [
        {
          productId: product.id,
          productTitle: product.title,
          sellerId: seller.id,
          product: { title: product.title },
        },
      ],
    });
    expect((await call(admin, 'GET', `/api/admin/orders?buyer=${buyer.email}`)).json()).toHaveLength(1);
    expect((await call(admin, 'GET', `/api/admin/orders?buyerId=${buyer.id}`)).json()).toHaveLength(1);
    expect(
      (await call(admin, 'GET', `/api/admin/orders?search=${encodeURIComponent(product.title)}`)).json(),
    ).toHaveLength(1);
    expect(
      (await call(admin, 'GET', `/api/admin/orders?seller=${seller.username}&status=completed`)).json(),
    ).toEqual([]);
    expect(
      (await call(admin, 'GET', `/api/admin/orders?seller=${seller.username}&status=pending_cod`)).json(),
    ).toHaveLength(1);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (await call(admin, 'GET', `/api/admin/orders?seller=${seller.username}&from=${tomorrow}`)).json(),
    ).toEqual([]);
    const bad = await call(admin, 'GET', '/api/admin/orders?limit=1000');
    expect(bad.statusCode).toBe(400);
  });

  it('show sellers with their listings and earnings, and buyers with their orders and spending', async () => {
    const { seller, buyer } = await placedOrder({
      price: '400.00',
      title: 'Concepts of Physics by H.C. Verma',
    });
    await createProduct(t.database.db, seller.id, { title: 'Second listing' });

    const [sellerRow] = (
      await call(admin, 'GET', `/api/admin/users?role=sellers&search=${seller.username}`)
    ).json() as AdminUser[];
    expect(sellerRow).toMatchObject({
      id: seller.id,
      productsListed: 2,
      ordersReceived: 1,
      // The seller receives the base price (docs/decisions/022-platform-fee.md), not the buyer's total with
      // the fee.
      totalEarnings: '400.00',
    });
    expect(sellerRow?.recentProducts.map((listing) => listing.title)).toEqual([
      'Second listing',
      'Concepts of Physics by H.C. Verma',
    ]);
    expect(sellerRow).not.toHaveProperty('passwordHash');

    const [buyerRow] = (
      await call(admin, 'GET', `/api/admin/users?role=buyers&search=${buyer.username}`)
    ).json() as AdminUser[];
    expect(buyerRow).toMatchObject({
      id: buyer.id,
      ordersPlaced: 1,
      totalSpent: '460.00',
      productsListed: 0,
    });
    expect(buyerRow?.recentOrders).toHaveLength(1);
    expect(
      (await call(admin, 'GET', `/api/admin/users?role=sellers&search=${buyer.username}`)).json(),
    ).toEqual([]);

    // A second order, cancelled: placed, but neither spent nor averaged over (money.ts averageOrderValue).
    const client = buyerClient(t.app, buyer.cookie);
    const second = await client.placeCashOrder([
      { productId: (await createProduct(t.database.db, seller.id)).id, quantity: 1 },
    ]);
    expect((await call(buyer, 'PUT', `/api/orders/${second.json().id}/cancel`)).statusCode).toBe(200);
    const [afterCancel] = (
      await call(admin, 'GET', `/api/admin/users?role=buyers&search=${buyer.username}`)
    ).json() as AdminUser[];
    expect(afterCancel).toMatchObject({ ordersPlaced: 2, totalSpent: '460.00', averageOrderValue: '460.00' });

    const admins = (await call(admin, 'GET', '/api/admin/users?role=admins&limit=100')).json() as AdminUser[];
    expect(admins.every((user) => user.isAdmin)).toBe(true);
    expect(admins.map((user) => user.id)).toContain(admin.id);
  });

  it('show listings with their seller and latest buyer, filtered by availability', async () => {
    const { seller, buyer, product } = await placedOrder({
      quantity: 1,
      title: `Sold out ${uniqueUsername()}`,
    });
    const search = encodeURIComponent(product.title);
    const [sold] = (
      await call(admin, 'GET', `/api/admin/products?search=${search}&availability=sold`)
    ).json() as AdminProduct[];
    expect(sold).toMatchObject({
      id: product.id,
      quantity: 0,
      seller: { id: seller.id, username: seller.username },
      lastSale: { status: 'pending_cod', buyer: { id: buyer.id }, customerName: 'Priya Sharma', orders: 1 },
    });
    expect(
      (await call(admin, 'GET', `/api/admin/products?search=${search}&availability=available`)).json(),
    ).toEqual([]);
    const fresh = await createProduct(t.database.db, seller.id, { title: `Fresh ${uniqueUsername()}` });
    const [available] = (
      await call(
        admin,
        'GET',
        `/api/admin/products?search=${encodeURIComponent(fresh.title)}&availability=available`,
      )
    ).json() as AdminProduct[];
    expect(available).toMatchObject({ id: fresh.id, lastSale: null });
    const bySeller = await call(admin, 'GET', `/api/admin/products?search=${seller.username}`);
    expect(bySeller.headers['x-total-count']).toBe('2');
  });

  it('count the summary cards', async () => {
    const stats = (await call(admin, 'GET', '/api/admin/stats')).json() as AdminStats;
    expect(stats).toEqual({
      totalUsers: expect.any(Number),
      usersToday: expect.any(Number),
      totalProducts: expect.any(Number),
      availableProducts: expect.any(Number),
      totalOrders: expect.any(Number),
      pendingOrders: expect.any(Number),
      completedOrders: expect.any(Number),
      ordersToday: expect.any(Number),
      platformFees: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect(stats.usersToday).toBeGreaterThanOrEqual(2);
    expect(stats.availableProducts).toBeLessThanOrEqual(stats.totalProducts);
  });

  it('give analytics: orders per status, 30 days of fees and the average order value', async () => {
    const analytics = (await call(admin, 'GET', '/api/admin/analytics')).json();
    expect(analytics.feeRateLabel).toBe('5-15%');
    expect(analytics.daily).toHaveLength(30);
    expect(analytics.ordersByStatus.length).toBeGreaterThan(0);
    expect(Number(analytics.averageOrderValue)).toBeGreaterThan(0);
  });
});

describe('the database monitor', () => {
  it('answers the spec shapes', async () => {
    await placedOrder();
    const usersOverview = (await call(admin, 'GET', '/api/admin/database/users')).json();
    expect(usersOverview).toMatchObject({ total: expect.any(Number), new_today: expect.any(Number) });
    expect(usersOverview.admins.map((user: User) => user.id)).toContain(admin.id);
    expect(JSON.stringify(usersOverview)).not.toMatch(/password/i);

    const productsOverview = (await call(admin, 'GET', '/api/admin/database/products')).json();
    expect(productsOverview).toMatchObject({
      total: expect.any(Number),
      active: expect.any(Number),
      outOfStock: expect.any(Number),
    });
    expect(productsOverview.categories[0]).toEqual({
      category: expect.any(String),
      count: expect.any(Number),
    });
    expect(productsOverview.topSellers[0]).toEqual({
      seller_id: expect.any(Number),
      count: expect.any(Number),
    });

    const ordersOverview = (await call(admin, 'GET', '/api/admin/database/orders')).json();
    expect(ordersOverview).toEqual({
      total: expect.any(Number),
      revenue: expect.any(String),
      commission: expect.any(String),
    });

    const activity = (await call(admin, 'GET', '/api/admin/database/activity')).json();
    expect(activity.length).toBeGreaterThan(0);
    expect(new Set(activity.map((entry: { type: string }) => entry.type))).toEqual(
      new Set(['user', 'product', 'order']),
    );
  });

  it('creates users, optionally as admins, with the spec message when details are missing', async () => {
    const missing = await call(admin, 'POST', '/api/admin/create-user', {
      username: 'someone',
      password: 'secret123',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Username, email, and password are required' });

    const username = uniqueUsername('newadmin');
    const created = await call(admin, 'POST', '/api/admin/create-user', {
      username,
      email: `${username}@example.in`,
      phone: '9123456789',
      password: 'secret123',
      isAdmin: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ username, isAdmin: true });
    const newAdmin = { username, password: 'secret123' };
    const cookie = await loginAs(t.app, newAdmin);
    expect((await t.app.inject({ url: '/api/admin/stats', headers: { cookie } })).statusCode).toBe(200);
    expect((await auditRows(admin.id, 'user.created')).map((row) => row.details)).toContainEqual({
      userId: created.json().id,
      username,
      isAdmin: true,
    });

    const taken = await call(admin, 'POST', '/api/admin/create-user', {
      username,
      email: `${username}@example.in`,
      password: 'secret123',
    });
    expect(taken.json()).toMatchObject({ message: 'Username already exists' });
  });
});

describe('the SQL console', () => {
  const execute = (query: string) => call(admin, 'POST', '/api/admin/database/execute', { query });

  it('answers JSON rows with the row cap stated, and audits the query', async () => {
    const response = await execute('SELECT id, username FROM users ORDER BY id LIMIT 2');
    expect(response.statusCode).toBe(200);
    const result = response.json() as QueryResult;
    expect(result).toMatchObject({
      columns: ['id', 'username'],
      rowCount: 2,
      truncated: false,
      rowLimit: 500,
    });
    expect(result.rows[0]).toEqual({ id: expect.any(Number), username: expect.any(String) });
    const [audit] = await auditRows(admin.id, 'sql.executed');
    expect(audit?.details).toMatchObject({
      query: 'SELECT id, username FROM users ORDER BY id LIMIT 2',
      outcome: 'ok',
      rowCount: 2,
    });
  });

  it('refuses a query with an unpaired surrogate (400) instead of failing to audit it (500)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/database/execute',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: '{"query":"SELECT \'\\ud800\'"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Text cannot contain NUL characters or broken Unicode',
    });
  });

  it('caps the rows it returns', async () => {
    const result = (await execute('SELECT n FROM generate_series(1, 2000) AS n')).json() as QueryResult;
    expect(result).toMatchObject({ rowCount: 500, truncated: true, rowLimit: 500 });
  });

  it.each([
    'INSERT INTO revenue_resets (admin_id) VALUES (1)',
    "UPDATE orders SET status = 'completed'",
    'DELETE FROM orders',
    'DROP TABLE orders',
    'SET ROLE postgres',
    'SELECT 1; DELETE FROM orders',
    'SELECT 1 /* ; */ ; DROP TABLE orders',
  ])('refuses %s with a clear 400 and audits the refusal', async (query) => {
    const response = await execute(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    const [audit] = await auditRows(admin.id, 'sql.executed');
    expect(audit?.details).toMatchObject({ query, outcome: 'refused' });
  });

  it('stops pg_sleep at the timeout on PostgreSQL and refuses it on the embedded database', async () => {
    const started = Date.now();
    const response = await execute('SELECT pg_sleep(60)');
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(400);
    if (t.database.driver === 'postgres') {
      expect(response.json()).toMatchObject({
        message: 'The query ran longer than 5 seconds and was stopped',
      });
      expect(elapsed).toBeGreaterThanOrEqual(4500);
      expect(elapsed).toBeLessThan(15_000);
    } else {
      expect(response.json().message).toMatch(/pg_sleep\(\) is refused on the embedded database/);
      expect(elapsed).toBeLessThan(2000);
    }
    // The database is still there for everyone else.
    expect((await execute('SELECT 1 AS still_here')).json().rows).toEqual([{ still_here: 1 }]);
  }, 20_000);

  it('refuses a plan too expensive to stop on the embedded database', async () => {
    const response = await execute('SELECT count(*) FROM generate_series(1, 1000000000)');
    if (t.database.driver === 'pglite') {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/too expensive for the embedded database/);
    } else {
      // PostgreSQL runs it and stops it after 5 seconds.
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The query ran longer than 5 seconds and was stopped');
    }
  }, 20_000);

  it('never returns password hashes or session data', async () => {
    const [row] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, admin.id));
    const hash = row?.hash as string;
    const attempts = [
      'SELECT * FROM users',
      'SELECT u.* FROM orders o JOIN users u ON u.id = o.user_id',
      'SELECT o.id, u.* FROM orders o RIGHT JOIN public.users u ON u.id = o.user_id',
      'SELECT row_to_json(u) FROM users u',
      'SELECT to_jsonb(u)::text AS row FROM users u',
      'SELECT u::text FROM users u',
      'SELECT password_hash FROM users',
      'SELECT * FROM sessions',
      'SELECT * FROM (SELECT * FROM users) AS x',
    ];
    for (const query of attempts) {
      const response = await execute(query);
      expect(response.body, query).not.toContain(hash);
      expect(response.body, query).not.toMatch(/password_hash"\s*:/);
      expect(response.body, query).not.toMatch(/scrypt\$/);
      expect(response.body, query).not.toMatch(/"sess"/);
    }
    const named = await execute(`SELECT id, username, email FROM users WHERE id = ${admin.id}`);
    expect(named.json().rows).toEqual([{ id: admin.id, username: admin.username, email: admin.email }]);
  });

  it('runs as the restricted console role, in a read-only transaction', async () => {
    const result = (
      await execute("SELECT current_user AS role, current_setting('transaction_read_only') AS ro")
    ).json();
    expect(result.rows).toEqual([{ role: 'passiton_console', ro: 'on' }]);
  });

  it('cannot change anything even through a function that writes', async () => {
    const response = await execute("SELECT nextval('orders_id_seq')");
    expect(response.statusCode).toBe(400);
  });

  it.each(CONSOLE_QUICK_QUERIES.map(({ label, query }) => [label, query]))(
    'runs the quick query %s',
    async (_label, query) => {
      const response = await execute(query);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().rowCount).toBeGreaterThan(0);
    },
  );

  it('refuses an answer larger than 5 MB with a clear message, and audits the refusal', async () => {
    const message = 'The answer is larger than 5 MB: select fewer columns or add a LIMIT';
    // 100 rows of 100 kB: far under the row cap, twice the byte cap.
    const many = "SELECT repeat('x', 100000) AS filler FROM generate_series(1, 100)";
    const manyRows = await execute(many);
    expect(manyRows.statusCode).toBe(400);
    expect(manyRows.json()).toMatchObject({ message });
    const [audit] = await auditRows(admin.id, 'sql.executed');
    expect(audit?.details).toMatchObject({ query: many, outcome: 'refused', message });

    const oneWideRow = await execute("SELECT repeat('x', 6000000) AS filler");
    expect(oneWideRow.statusCode).toBe(400);
    expect(oneWideRow.json()).toMatchObject({ message });
  });

  it('still answers wide rows that add up to less than 5 MB', async () => {
    const response = await execute(
      "SELECT n, repeat('x', 40000) AS filler FROM generate_series(1, 100) AS n",
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rowCount: 100, truncated: false });
    expect(response.body.length).toBeGreaterThan(4_000_000);
  });

  it('answers 429 while two console queries are running, and runs the next one once a slot is free', async () => {
    const running = [t.database.readOnlyConsole.reserve(), t.database.readOnlyConsole.reserve()];
    try {
      const busy = await execute('SELECT 1 AS one');
      expect(busy.statusCode).toBe(429);
      expect(busy.json()).toMatchObject({
        message: 'The SQL console is busy: at most two queries run at a time. Please try again in a moment.',
      });
      const [audit] = await auditRows(admin.id, 'sql.executed');
      expect(audit?.details).toMatchObject({ query: 'SELECT 1 AS one', outcome: 'refused' });
      // The console being busy is no reason for the rest of the app to wait.
      expect((await call(student, 'GET', '/api/user')).statusCode).toBe(200);
    } finally {
      for (const release of running) release?.();
    }
    const free = await execute('SELECT 1 AS one');
    expect(free.statusCode).toBe(200);
    expect(free.json().rows).toEqual([{ one: 1 }]);
  });

  it('frees its slot after a refused or failed query, so refusals never use the console up', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await execute('SELECT * FROM no_such_table')).statusCode).toBe(400);
      expect((await execute("SELECT repeat('x', 6000000) AS filler")).statusCode).toBe(400);
    }
    expect((await execute('SELECT 1 AS one')).statusCode).toBe(200);
  });

  it.skipIf(inject('testDatabase').driver !== 'postgres')(
    'on PostgreSQL runs two slow queries on its own two connections, refuses a third, and the app still answers on a one-connection pool',
    async () => {
      // An app whose own pool has a single connection: were the console on that pool, its two sleeping
      // queries would hold every request below for two seconds.
      if (!t.databaseUrl) throw new Error('PostgreSQL only');
      const small = await openDatabase({ driver: 'postgres', url: t.databaseUrl, poolSize: 1 });
      const smallApp = await buildTestApp({}, small);
      try {
        const sleep = () =>
          smallApp.app.inject({
            method: 'POST',
            url: '/api/admin/database/execute',
            headers: { cookie: admin.cookie },
            payload: { query: 'SELECT pg_sleep(2) AS slept' },
          });
        const queries = [sleep(), sleep(), sleep()];
        await new Promise((resolve) => setTimeout(resolve, 500));

        const started = Date.now();
        const app = await smallApp.app.inject({
          method: 'GET',
          url: '/api/user',
          headers: { cookie: student.cookie },
        });
        expect(app.statusCode).toBe(200);
        expect(Date.now() - started).toBeLessThan(1000);
        const consoleConnections = (await small.db.execute(
          sql`SELECT count(*)::int AS busy FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${CONSOLE_APPLICATION_NAME} AND state = 'active'`,
        )) as unknown as { rows: { busy: number }[] };
        expect(consoleConnections.rows).toEqual([{ busy: 2 }]);

        const answers = await Promise.all(queries);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429]);
        expect(answers.find((answer) => answer.statusCode === 429)?.json().message).toMatch(
          /^The SQL console is busy/,
        );
      } finally {
        await smallApp.close();
        await small.close();
      }
    },
    20_000,
  );

  it('reads through EXPLAIN and WITH', async () => {
    const explained = (await execute('EXPLAIN SELECT id FROM orders WHERE id = 1')).json() as QueryResult;
    expect(explained.columns).toEqual(['QUERY PLAN']);
    const counted = (
      await execute('WITH o AS (SELECT id FROM orders) SELECT count(*) AS total FROM o')
    ).json() as QueryResult;
    expect(counted.rows[0]).toEqual({ total: expect.any(Number) });
  });
});

describe('ids past the largest row id', () => {
  it('are bad input (400) in a filter and a path, not a server error', async () => {
    const filtered = await call(admin, 'GET', '/api/admin/orders?buyerId=2147483648');
    expect(filtered.statusCode).toBe(400);
    expect(filtered.json()).toMatchObject({ message: 'Buyer id is out of range' });
    const status = await call(admin, 'PUT', '/api/orders/2147483648/status', { status: 'shipped' });
    expect(status.json()).toMatchObject({ message: 'Order id is out of range' });
    expect((await call(admin, 'DELETE', '/api/admin/products/2147483648')).statusCode).toBe(400);
  });
});
