import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../domain/catalogue.ts';
import { localFileStore } from '../../lib/file-store.ts';
import { verifyPassword } from '../../modules/auth/passwords.ts';
import { type Database, type DatabaseHandle, dumpPgliteDataDir, openDatabase } from '../client.ts';
import { dealRatings, orderItems, orderParts, orders, products, reviews, users } from '../schema.ts';
import { seedDemoData } from './seed-demo.ts';

// Seeding needs an empty catalogue, so these tests use their own in-memory database rather than the shared one.
let migratedSnapshot: Blob;
let handle: DatabaseHandle;
let uploadDir: string;
const logged: string[] = [];
let firstRun: { seeded: boolean };

beforeAll(async () => {
  handle = await openDatabase({ driver: 'pglite' });
  await handle.migrate();
  migratedSnapshot = await dumpPgliteDataDir(handle);
  uploadDir = await mkdtemp(path.join(tmpdir(), 'passiton-seed-'));
  firstRun = await seedDemoData(handle.db, {
    store: localFileStore(uploadDir),
    log: (message) => logged.push(message),
  });
});

afterAll(async () => {
  await handle?.close();
  if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
});

describe('seeding an empty database', () => {
  it('lists at least 40 products covering every category', async () => {
    expect(firstRun).toEqual({ seeded: true });
    const listed = await handle.db.select({ category: products.category }).from(products);
    expect(listed.length).toBeGreaterThanOrEqual(40);
    expect(new Set(listed.map((row) => row.category))).toEqual(new Set(CATEGORIES));
  });

  it('gives every listing a 600×800 WebP cover with a 240×320 WebP thumbnail of the same name', async () => {
    const listed = await handle.db.select({ images: products.images }).from(products);
    const images = listed.map((row) => {
      expect(row.images).toHaveLength(1);
      return row.images[0] as string;
    });
    const sizes = await Promise.all(
      images.map(async (image) => {
        const [cover, thumbnail] = await Promise.all([
          sharp(path.join(uploadDir, image)).metadata(),
          sharp(path.join(uploadDir, 'thumbs', image)).metadata(),
        ]);
        return [cover, thumbnail].map(({ format, width, height }) => `${format} ${width}×${height}`);
      }),
    );
    expect(new Set(sizes.map((pair) => pair.join(', ')))).toEqual(new Set(['webp 600×800, webp 240×320']));
  });

  it('never has a seller review their own listing', async () => {
    const reviewed = await handle.db
      .select({ reviewerId: reviews.userId, sellerId: products.sellerId })
      .from(reviews)
      .innerJoin(products, eq(reviews.productId, products.id));
    expect(reviewed.length).toBeGreaterThan(0);
    expect(reviewed.filter((row) => row.reviewerId === row.sellerId)).toEqual([]);
  });

  it('has every review come from a buyer who received the listing, and both sides rate that deal', async () => {
    const reviewed = await handle.db
      .select({
        reviewerId: reviews.userId,
        buyerId: orders.userId,
        productId: reviews.productId,
        orderedProductId: orderItems.productId,
        state: orderParts.state,
        rating: reviews.rating,
        orderId: orders.id,
      })
      .from(reviews)
      .innerJoin(orders, eq(orders.id, reviews.orderId))
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .innerJoin(orderParts, eq(orderParts.orderId, orders.id));
    const [all] = await handle.db.select({ total: count() }).from(reviews);
    expect(reviewed).toHaveLength(all?.total ?? -1);
    for (const row of reviewed) {
      expect(row).toMatchObject({
        buyerId: row.reviewerId,
        orderedProductId: row.productId,
        state: 'handed_over',
      });
      const ratings = await handle.db.select().from(dealRatings).where(eq(dealRatings.orderId, row.orderId));
      expect(ratings.map((rating) => rating.direction).sort()).toEqual([
        'buyer_rates_seller',
        'seller_rates_buyer',
      ]);
      expect(ratings.find((rating) => rating.direction === 'buyer_rates_seller')?.rating).toBe(row.rating);
      expect(ratings.every((rating) => rating.revealedAt !== null)).toBe(true);
    }
  });

  it("sets a reviewed listing's rating to the average of its reviews", async () => {
    const reviewed = await handle.db
      .select({ stored: products.rating, average: sql<string>`round(avg(${reviews.rating}), 2)::text` })
      .from(reviews)
      .innerJoin(products, eq(reviews.productId, products.id))
      .groupBy(products.id);
    expect(reviewed.length).toBeGreaterThan(1);
    for (const { stored, average } of reviewed) expect(stored).toBe(average);
  });

  it('creates an admin whose random password is logged once and signs in', async () => {
    const [admin] = await handle.db.select().from(users).where(eq(users.username, 'admin'));
    expect(admin?.isAdmin).toBe(true);
    const adminLines = logged.filter((message) => message.startsWith('Demo admin:'));
    expect(adminLines).toHaveLength(1);
    const password = adminLines[0]?.match(/^Demo admin: admin \/ ([\w-]{16}) \(shown once;/)?.[1] ?? '';
    expect(await verifyPassword(password, admin?.passwordHash ?? '')).toBe(true);
  });

  it('lets every demo student sign in with the demo password', async () => {
    const students = await handle.db.select().from(users).where(eq(users.isAdmin, false));
    expect(students.length).toBeGreaterThanOrEqual(5);
    for (const student of students) expect(student.phone).toMatch(/^[6-9]\d{9}$/);
    const verified = await Promise.all(
      students.map((student) => verifyPassword('student123', student.passwordHash)),
    );
    expect(verified.every(Boolean)).toBe(true);
    expect(logged).toContain(
      `Demo students: ${students.map((student) => student.username).join(', ')} — password: student123`,
    );
  });

  it('does nothing when the catalogue already has listings', async () => {
    const before = await snapshot();
    expect(await seedDemoData(handle.db, { store: localFileStore(uploadDir), log: () => {} })).toEqual({
      seeded: false,
    });
    expect(await snapshot()).toEqual(before);
  });

  async function snapshot() {
    const [userCount] = await handle.db.select({ value: count() }).from(users);
    const [productCount] = await handle.db.select({ value: count() }).from(products);
    const [reviewCount] = await handle.db.select({ value: count() }).from(reviews);
    return {
      users: userCount?.value,
      products: productCount?.value,
      reviews: reviewCount?.value,
      files: (await readdir(uploadDir, { recursive: true })).sort(),
    };
  }
});

describe('seeding a database that already has users', () => {
  it('skips the demo data, writing no files, when a demo username is taken', async () => {
    await withMigratedDatabase(async (db, emptyUploadDir) => {
      await db.insert(users).values({ username: 'Asha', passwordHash: 'unused', email: 'asha@example.com' });
      const messages: string[] = [];
      const outcome = await seedDemoData(db, {
        store: localFileStore(emptyUploadDir),
        log: (message) => messages.push(message),
      });
      expect(outcome).toEqual({ seeded: false });
      expect(messages).toEqual(['Demo data skipped: the username(s) Asha are already taken']);
      expect(await readdir(emptyUploadDir)).toEqual([]);
    });
  });

  it('keeps an admin configured by the operator and creates no demo admin', async () => {
    await withMigratedDatabase(async (db, emptyUploadDir) => {
      await db
        .insert(users)
        .values({ username: 'root', passwordHash: 'unused', email: 'root@example.in', isAdmin: true });
      const messages: string[] = [];
      const outcome = await seedDemoData(db, {
        store: localFileStore(emptyUploadDir),
        log: (message) => messages.push(message),
      });
      expect(outcome).toEqual({ seeded: true });
      const admins = await db.select({ username: users.username }).from(users).where(eq(users.isAdmin, true));
      expect(admins).toEqual([{ username: 'root' }]);
      expect(messages.filter((message) => message.startsWith('Demo admin'))).toEqual([]);
    });
  });
});

describe('a seed that fails part-way', () => {
  it('rolls back every row and removes the covers it wrote', async () => {
    await withMigratedDatabase(async (db, emptyUploadDir) => {
      // Without the reviews table the last insert of the transaction fails, after the covers exist.
      await db.execute(sql`drop table reviews`);
      await expect(
        seedDemoData(db, { store: localFileStore(emptyUploadDir), log: () => {} }),
      ).rejects.toThrow(/reviews/);
      expect(await db.select({ id: users.id }).from(users)).toEqual([]);
      expect(await readdir(emptyUploadDir, { recursive: true })).toEqual(['thumbs']);
    });
  });
});

/** Runs a test on its own copy of the migrated database, with its own empty upload folder. */
async function withMigratedDatabase(test: (db: Database, uploadDir: string) => Promise<void>): Promise<void> {
  const fresh = await openDatabase({ driver: 'pglite', loadDataDir: migratedSnapshot });
  const freshUploadDir = await mkdtemp(path.join(tmpdir(), 'passiton-seed-'));
  try {
    await test(fresh.db, freshUploadDir);
  } finally {
    await fresh.close();
    await rm(freshUploadDir, { recursive: true, force: true });
  }
}
