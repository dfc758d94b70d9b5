/**
 * Fills a database with a realistic catalogue for the benchmarks: 100,000 listings by 2,000 sellers, with
 * reviews and orders. Uses DATABASE_URL when set (a PostgreSQL server), else PGlite in BENCH_DATA_DIR/db
 * (BENCH_DATA_DIR defaults to ./data/bench, so a server with DATA_DIR=data/bench opens it). Run: node bench/generate-catalogue.ts [listings] [sellers]
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { CATEGORIES, type Category, CONDITIONS } from '../src/domain/catalogue.ts';
import { orderTotals } from '../src/domain/fees.ts';
import { toPaise, toRupeeString } from '../src/domain/money.ts';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client.ts';
import { orderItems, orderParts, orders, products, reviews, users } from '../src/server/db/schema.ts';
import { hashPassword } from '../src/server/modules/auth/passwords.ts';
import { AUTHORS, CITIES, EXAMS, INSTITUTES, SUBJECTS, THINGS } from './catalogue-words.ts';

const BATCH = 1000;
const BUYERS = 500;
const REVIEWS_PER_100_LISTINGS = 20;
const ORDERS = 5000;
export const BENCH_PASSWORD = 'bench-password';

/** A small seeded generator, so every run builds the same catalogue. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, int, pick };
}

const rng = random(20261122);

function listingFor(category: Category): { title: string; description: string; price: number } {
  const subject = rng.pick(SUBJECTS);
  const author = rng.pick(AUTHORS);
  const things = THINGS[category];
  if (things) {
    return {
      title: rng.pick(things),
      description: `Used for two semesters, works perfectly. Pickup from the hostel gate; cash or UPI.`,
      price: rng.int(100, 2500),
    };
  }
  switch (category) {
    case 'Course Notes':
    case 'Handwritten Notes':
    case 'Study Materials':
      return {
        title: `${category === 'Handwritten Notes' ? 'Handwritten' : 'Typed'} ${subject} notes, Sem ${rng.int(1, 8)}`,
        description: `Complete ${subject.toLowerCase()} notes with solved examples and previous exam questions, ${rng.int(80, 240)} pages.`,
        price: rng.int(50, 200),
      };
    case 'Previous Year Papers':
      return {
        title: `${rng.pick(EXAMS)} ${subject} previous year papers ${2014 + rng.int(0, 5)}–${2020 + rng.int(0, 5)}`,
        description: `Question papers with answer keys for ${subject.toLowerCase()}, neatly filed.`,
        price: rng.int(30, 150),
      };
    default:
      return {
        title: `${subject} by ${author} (${rng.int(2, 12)}th edition)`,
        description: `${author}'s ${subject.toLowerCase()} textbook. ${rng.pick(['Light pencil marks', 'No markings', 'A few highlighted pages', 'Cover slightly worn'])}; all pages intact.`,
        price: rng.int(100, 900),
      };
  }
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** Builds the benchmark catalogue into an open, migrated, empty database. */
export async function generateCatalogue(
  database: DatabaseHandle,
  { listings = 100_000, sellers = 2_000 } = {},
) {
  const { db } = database;
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - mark);
    mark = now;
  };

  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const people = Array.from({ length: sellers + BUYERS }, (_, index) => ({
    username: index < sellers ? `seller${index + 1}` : `buyer${index - sellers + 1}`,
    email: `bench${index + 1}@example.in`,
    phone: `9${String(100000000 + index).slice(-9)}`,
    passwordHash,
    createdAt: new Date(Date.now() - rng.int(1, 400) * 86_400_000),
  }));
  const userIds: number[] = [];
  await insertInBatches(people, async (batch) => {
    const rows = await db.insert(users).values(batch).returning({ id: users.id });
    userIds.push(...rows.map((row) => row.id));
  });
  const sellerIds = userIds.slice(0, sellers);
  const buyerIds = userIds.slice(sellers);
  lap('users');

  const productRows = Array.from({ length: listings }, () => {
    const category = rng.pick(CATEGORIES);
    const { title, description, price } = listingFor(category);
    const [city, state] = rng.pick(CITIES);
    return {
      title,
      description,
      price: `${price}.00`,
      originalPrice: rng.next() < 0.7 ? `${Math.round(price * (1.3 + rng.next()))}.00` : null,
      condition: rng.pick(CONDITIONS),
      category,
      sellerId: rng.pick(sellerIds),
      quantity: rng.next() < 0.05 ? 0 : rng.int(1, 3),
      unitsSold: rng.int(0, 4),
      pickupAddressType: 'university',
      pickupInstitution: `${rng.pick(INSTITUTES)} ${city}`,
      pickupCity: city,
      pickupState: state,
      pickupPincode: String(rng.int(110001, 855999)),
      createdAt: new Date(Date.now() - rng.int(0, 365 * 86_400) * 1000),
    } satisfies typeof products.$inferInsert;
  });
  const productIds: number[] = [];
  await insertInBatches(productRows, async (batch) => {
    const rows = await db.insert(products).values(batch).returning({ id: products.id });
    productIds.push(...rows.map((row) => row.id));
  });
  lap('listings');

  const reviewed = new Set<string>();
  const reviewRows = [];
  for (let i = 0; i < (listings * REVIEWS_PER_100_LISTINGS) / 100; i++) {
    const productId = rng.pick(productIds);
    const userId = rng.pick(buyerIds);
    if (reviewed.has(`${userId}:${productId}`)) continue;
    reviewed.add(`${userId}:${productId}`);
    reviewRows.push({
      userId,
      productId,
      rating: rng.int(3, 5),
      comment: rng.pick(['As described', 'Good condition', 'Helpful seller', 'Pages intact', '']),
    });
  }
  await insertInBatches(reviewRows, (batch) => db.insert(reviews).values(batch));
  await db.execute(
    sql`UPDATE products p SET rating = r.average FROM (SELECT product_id, round(avg(rating), 2) AS average FROM reviews GROUP BY product_id) r WHERE r.product_id = p.id`,
  );
  lap('reviews');

  const priceOf = new Map(productRows.map((row, index) => [productIds[index] as number, row]));
  for (let start = 0; start < ORDERS; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, ORDERS - start) }, () => {
      const productId = rng.pick(productIds);
      const product = priceOf.get(productId);
      const unitPrice = toPaise(product?.price ?? '100.00');
      const totals = orderTotals([{ unitPrice, quantity: 1 }]);
      return {
        order: {
          userId: rng.pick(buyerIds),
          subtotal: toRupeeString(totals.subtotal),
          commission: toRupeeString(totals.platformFee),
          totalAmount: toRupeeString(totals.total),
          status: rng.pick(['pending_cod', 'paid', 'delivered', 'completed', 'cancelled']),
          paymentMethod: 'cod',
          customerName: 'Bench Buyer',
          customerPhone: '9876543210',
          deliveryAddressType: 'college',
          deliveryInstitution: 'Government College',
        } satisfies typeof orders.$inferInsert,
        item: {
          productId,
          sellerId: product?.sellerId ?? 0,
          price: product?.price ?? '100.00',
          platformFee: toRupeeString(totals.platformFee),
          productTitle: product?.title ?? '',
          productPrice: product?.price ?? '100.00',
        },
      };
    });
    const placed = await db
      .insert(orders)
      .values(batch.map((entry) => entry.order))
      .returning({ id: orders.id });
    await db
      .insert(orderItems)
      .values(batch.map((entry, index) => ({ ...entry.item, orderId: placed[index]?.id ?? 0, quantity: 1 })));
    // Each order has one seller, so one part; handed over once the order was delivered (as the exchange does).
    await db.insert(orderParts).values(
      batch.map((entry, index) => {
        const handedOver = entry.order.status === 'delivered' || entry.order.status === 'completed';
        return {
          orderId: placed[index]?.id ?? 0,
          sellerId: entry.item.sellerId,
          handoverCode: String(rng.int(0, 999_999)).padStart(6, '0'),
          state: handedOver ? 'handed_over' : 'awaiting',
          handedOverAt: handedOver ? new Date() : null,
        } satisfies typeof orderParts.$inferInsert;
      }),
    );
  }
  lap('orders');
  await db.execute(sql`ANALYZE`);
  lap('analyze');
  return timings;
}

async function openPgliteFolder(dataDir: string): Promise<DatabaseHandle> {
  await mkdir(path.dirname(dataDir), { recursive: true });
  return openDatabase({ driver: 'pglite', dataDir });
}

async function main() {
  const [listings = '100000', sellers = '2000'] = process.argv.slice(2);
  const database = process.env.DATABASE_URL
    ? await openDatabase({ driver: 'postgres', url: process.env.DATABASE_URL })
    : await openPgliteFolder(path.resolve(process.env.BENCH_DATA_DIR ?? 'data/bench', 'db'));
  await database.migrate();
  const result = (await database.db.execute(sql`SELECT count(*)::int AS count FROM products`)) as {
    rows: unknown[];
  };
  const existing = Number((result.rows[0] as { count?: number } | undefined)?.count ?? 0);
  if (existing > 0) {
    console.log(`The database already holds ${existing} listings; nothing generated.`);
  } else {
    const started = performance.now();
    const timings = await generateCatalogue(database, {
      listings: Number(listings),
      sellers: Number(sellers),
    });
    console.log(
      `Generated ${listings} listings by ${sellers} sellers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      timings,
    );
  }
  await database.close();
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
