import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Register, User } from '../../domain/contracts/auth.ts';
import type { Database } from '../db/client.ts';
import { EventBus } from '../lib/events.ts';
import { createAccount } from '../modules/auth/auth.service.ts';
import { hashPassword, type ScryptCost } from '../modules/auth/passwords.ts';
import { catalogueChanged } from '../modules/products/catalogue-caches.ts';
import { products } from '../modules/products/products.tables.ts';

/** A unique, valid username: test files share one database, so every row they create is their own. */
export function uniqueUsername(prefix = 'student'): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

/** Registration details that pass validation, with any field overridden. */
export function registrationFor(overrides: Partial<Register> = {}): Register {
  const username = overrides.username ?? uniqueUsername();
  return {
    username,
    email: `${username}@example.in`,
    phone: '9876543210',
    password: 'correct horse',
    ...overrides,
  };
}

/**
 * The work factor of test students' stored passwords: a full-strength hash costs ~70 ms of a core, and the suite
 * creates and signs in over a thousand students. Signing in checks a password at the cost its hash was stored
 * with, so these accounts sign in through the real code, cheaply. Accounts registered through the API still get
 * the full cost (docs/decisions/052-a-test-suite-that-stays-fast.md).
 */
const TEST_PASSWORD_COST: ScryptCost = { N: 2 ** 4, r: 8, p: 1 };

/** Creates a user directly through the service; returns it with its password. */
export async function createUser(
  db: Database,
  overrides: Partial<Register> & { isAdmin?: boolean } = {},
): Promise<User & { password: string }> {
  const { password, ...details } = { ...registrationFor(overrides), isAdmin: overrides.isAdmin ?? false };
  // Without the app's reactions: test users start with no welcome notification.
  const user = await createAccount(db, new EventBus(), {
    ...details,
    passwordHash: await hashPassword(password, TEST_PASSWORD_COST),
  });
  return { ...user, password };
}

/** Signs in through the API and returns the session cookie header for later requests. */
export async function loginAs(
  app: FastifyInstance,
  user: { username: string; password: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: user.username, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies[0];
  if (!cookie) throw new Error('login set no cookie');
  return `${cookie.name}=${cookie.value}`;
}

let productCounter = 0;

/** A unique city: tests filter the catalogue by it to see only their own listings in a shared database. */
export function uniqueCity(): string {
  return `Testpur ${randomBytes(4).toString('hex')}`;
}

/** Lists a product directly in the database, with sensible defaults and any column overridden. */
export async function createProduct(
  db: Database,
  sellerId: number,
  overrides: Partial<typeof products.$inferInsert> = {},
): Promise<typeof products.$inferSelect> {
  productCounter += 1;
  const [row] = await db
    .insert(products)
    .values({
      title: `Engineering Drawing by N.D. Bhatt, copy ${productCounter}`,
      description: 'Well kept, a few pencil notes in the first chapter.',
      price: '250.00',
      originalPrice: '499.00',
      condition: 'Good',
      category: 'Textbooks',
      quantity: 1,
      pickupCity: 'Pune',
      pickupState: 'Maharashtra',
      ...overrides,
      sellerId,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  catalogueChanged(db);
  return row;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A student made in the database and signed in through the API: `call` sends a request with their session, and
 * `list` lists a book through the product form (the same route the selling wizard uses), answering its id.
 */
export async function signedInStudent(app: FastifyInstance, db: Database) {
  const user = await createUser(db);
  const cookie = await loginAs(app, user);
  const call = (method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  async function list(fields: Record<string, unknown> = {}): Promise<number> {
    const response = await call('POST', '/api/products', {
      title: 'Higher Engineering Mathematics by B.S. Grewal',
      description: 'The 44th edition, all pages intact, a few pencil marks in chapter 2.',
      price: '450',
      condition: 'Good',
      category: 'Textbooks',
      quantity: '1',
      ...fields,
    });
    if (response.statusCode !== 201)
      throw new Error(`listing failed: ${response.statusCode} ${response.body}`);
    return response.json().id;
  }
  return { user, cookie, call, list };
}
