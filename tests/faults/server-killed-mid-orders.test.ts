import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { orderItems, orderStatusHistory, orders } from '../../src/server/modules/orders/orders.tables.ts';
import { products } from '../../src/server/modules/products/products.tables.ts';
import {
  type ApiResponse,
  apiCalls,
  createListing,
  type OrderLine,
  placeCashOrder,
  registerStudent,
  type Student,
} from './support/api.ts';
import { startServer, stopAllServers } from './support/server-process.ts';
import { waitUntil } from './support/wait.ts';

/**
 * Issue 8: the server killed (SIGKILL) in the middle of a burst of orders leaves no half-written order and
 * restarts clean on the same PGlite folder.
 */

const BUYERS = 6;
/** The kill comes once this many orders are confirmed, while the other buyers' requests are in flight. */
const KILL_AFTER_CONFIRMED = 20;
const STOCK = { plentiful: 1000, scarce: 5 };

interface Attempt {
  /** Written into the order, so the test can find it in the database afterwards. */
  customerName: string;
  lines: OrderLine[];
  /** The server's answer; undefined when the kill cut the request off. */
  response: ApiResponse | undefined;
}

const byProduct = (lines: readonly OrderLine[]) => [...lines].sort((a, b) => a.productId - b.productId);

const confirmed = (attempt: Attempt) => attempt.response?.status === 201;

/** Every buyer orders again and again: every other order also wants one of the few scarce copies. */
async function orderUntilStopped(
  buyer: Student,
  buyerNumber: number,
  listings: { plentiful: number; scarce: number },
  attempts: Attempt[],
  shouldStop: () => boolean,
): Promise<void> {
  for (let turn = 0; !shouldStop(); turn++) {
    const lines: OrderLine[] = [{ productId: listings.plentiful, quantity: 1 + (turn % 2) }];
    if (turn % 2 === 0) lines.push({ productId: listings.scarce, quantity: 1 });
    const customerName = `Buyer ${buyerNumber} order ${turn}`;
    const response = await placeCashOrder(buyer, lines, customerName).catch(() => undefined);
    attempts.push({ customerName, lines, response });
  }
}

/** The rows that matter, read straight from the PGlite folder once no server has it open. */
async function readOrderBook(dataDir: string) {
  const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    const { db } = database;
    return {
      orders: await db
        .select({ id: orders.id, customerName: orders.customerName, status: orders.status })
        .from(orders)
        .orderBy(asc(orders.id)),
      items: await db
        .select({
          orderId: orderItems.orderId,
          productId: orderItems.productId,
          quantity: orderItems.quantity,
        })
        .from(orderItems)
        .orderBy(asc(orderItems.productId)),
      history: await db
        .select({
          orderId: orderStatusHistory.orderId,
          fromStatus: orderStatusHistory.fromStatus,
          toStatus: orderStatusHistory.toStatus,
        })
        .from(orderStatusHistory),
      products: await db
        .select({ id: products.id, quantity: products.quantity, unitsSold: products.unitsSold })
        .from(products),
    };
  } finally {
    await database.close();
  }
}

let dataDir: string;
const attempts: Attempt[] = [];
let listings: { plentiful: number; scarce: number };
/** What the restarted server answered a buyer who signed in before the kill. */
const afterRestart = { user: 0, order: undefined as Attempt | undefined };
let book: Awaited<ReturnType<typeof readOrderBook>>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'passiton-faults-kill-'));
  const first = await startServer({ dataDir });
  const [plentifulSeller, scarceSeller] = await Promise.all([
    registerStudent(first.url, 'seller'),
    registerStudent(first.url, 'seller'),
  ]);
  listings = {
    plentiful: await createListing(plentifulSeller, {
      title: 'Higher Engineering Mathematics by B.S. Grewal',
      quantity: STOCK.plentiful,
      price: '350',
    }),
    scarce: await createListing(scarceSeller, {
      title: 'GATE Mechanical previous papers',
      quantity: STOCK.scarce,
      price: '90',
    }),
  };
  const buyers = await Promise.all(Array.from({ length: BUYERS }, () => registerStudent(first.url, 'buyer')));

  let stopOrdering = false;
  const burst = buyers.map((buyer, index) =>
    orderUntilStopped(buyer, index + 1, listings, attempts, () => stopOrdering),
  );
  try {
    await waitUntil(
      () => attempts.filter(confirmed).length >= KILL_AFTER_CONFIRMED,
      'orders to be confirmed',
      60_000,
    );
  } finally {
    // No new request starts from here on; those under way are cut off by the kill.
    stopOrdering = true;
    await first.kill();
    await Promise.all(burst);
  }

  const second = await startServer({ dataDir });
  const [buyer] = buyers as [Student];
  // The session cookie from before the kill still works: sessions live in the database too.
  const signedIn = apiCalls(second.url, buyer.cookie);
  afterRestart.user = (await signedIn('GET', '/api/user')).status;
  const lines = [{ productId: listings.plentiful, quantity: 1 }];
  const customerName = 'After the restart';
  afterRestart.order = {
    customerName,
    lines,
    response: await placeCashOrder({ ...buyer, call: signedIn }, lines, customerName),
  };
  attempts.push(afterRestart.order);
  await second.stop();

  book = await readOrderBook(dataDir);
});

afterAll(async () => {
  await stopAllServers();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the server killed in the middle of a burst of orders', () => {
  it('was killed with requests in flight, and refused only what stock could not cover before that', () => {
    expect(attempts.filter(confirmed).length).toBeGreaterThanOrEqual(KILL_AFTER_CONFIRMED);
    expect(attempts.filter((attempt) => attempt.response === undefined).length).toBeGreaterThan(0);
    for (const { response } of attempts.filter((attempt) => attempt.response && !confirmed(attempt))) {
      expect([400, 409]).toContain(response?.status);
      expect(response?.json).toMatchObject({
        message: expect.stringMatching(/sold out|Only \d+ left|Not enough/),
      });
    }
  });

  it('keeps every order it confirmed', () => {
    const saved = new Set(book.orders.map((order) => order.customerName));
    const lost = attempts.filter(confirmed).filter((attempt) => !saved.has(attempt.customerName));
    expect(lost).toEqual([]);
  });

  it('leaves no half-written order: each has exactly the lines it was placed with and its first status', () => {
    const placed = new Map(attempts.map((attempt) => [attempt.customerName, attempt]));
    for (const order of book.orders) {
      const attempt = placed.get(order.customerName);
      expect(attempt, `an order nobody placed: ${order.customerName}`).toBeDefined();
      const lines = book.items
        .filter((item) => item.orderId === order.id)
        .map(({ productId, quantity }) => ({ productId, quantity }));
      expect(lines, order.customerName).toEqual(byProduct(attempt?.lines ?? []));
      expect(order.status).toBe('pending_cod');
      expect(book.history.filter((entry) => entry.orderId === order.id)).toEqual([
        { orderId: order.id, fromStatus: null, toStatus: 'pending_cod' },
      ]);
    }
  });

  it('took from stock exactly what the saved orders bought, and never below zero', () => {
    for (const [name, id] of Object.entries(listings) as [keyof typeof STOCK, number][]) {
      const sold = book.items
        .filter((item) => item.productId === id)
        .reduce((total, item) => total + item.quantity, 0);
      const listing = book.products.find((product) => product.id === id);
      expect(listing, name).toEqual({ id, quantity: STOCK[name] - sold, unitsSold: sold });
      expect(listing?.quantity, name).toBeGreaterThanOrEqual(0);
    }
  });

  it('starts again on the same folder, with students still signed in, and takes new orders', () => {
    expect(afterRestart.user).toBe(200);
    expect(afterRestart.order?.response?.status).toBe(201);
  });
});
