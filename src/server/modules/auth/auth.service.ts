import { eq, inArray, sql } from 'drizzle-orm';
import type { Register, User } from '../../../domain/contracts/auth.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { badRequest, isUniqueViolation, unauthorized } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { users } from './auth.tables.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

type UserRow = typeof users.$inferSelect;

const USERNAME_TAKEN = 'Username already exists';
const INVALID_CREDENTIALS = 'Invalid username or password';

/** The user as every API answer shows it: no password hash, dates as ISO strings. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    phone: row.phone,
    fullName: row.fullName,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Finds a user by id, or undefined. */
export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The names users show to others (username and full name), by id. */
export async function findUsersPublicNames(
  db: Database,
  ids: number[],
): Promise<Map<number, { username: string; fullName: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, fullName: users.fullName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

/** How to reach users about an order they are part of: name, e-mail and phone, by id. */
export async function findUsersContact(
  db: Database | Transaction,
  ids: number[],
): Promise<Map<number, { name: string; email: string; phone: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id,
      { name: row.fullName?.trim() || row.username, email: row.email, phone: row.phone },
    ]),
  );
}

async function findUserByUsername(db: Database, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

/**
 * Creates an account and announces it (a welcome notification, later the first achievement) in the same
 * transaction. A taken username (in any letter case) is a 400 with a clear message.
 */
export async function registerUser(
  db: Database,
  events: EventBus,
  input: Register & { isAdmin?: boolean },
): Promise<User> {
  if (await findUserByUsername(db, input.username)) throw badRequest(USERNAME_TAKEN);
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          phone: input.phone,
          passwordHash,
          isAdmin: input.isAdmin ?? false,
        })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      await events.emit('user.registered', { userId: inserted.id, username: inserted.username }, tx);
      return inserted;
    });
    return toPublicUser(row);
  } catch (error) {
    // Two sign-ups racing for the same name: the unique index decides, the loser gets the same message.
    if (isUniqueViolation(error)) throw badRequest(USERNAME_TAKEN);
    throw error;
  }
}

// Checked against when the username does not exist, so a wrong username costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => {
  decoyHash ??= hashPassword('decoy password that never matches');
  return decoyHash;
};

/** Checks credentials (the same 401 whether the username or the password was wrong) and announces the sign-in. */
export async function authenticate(
  db: Database,
  events: EventBus,
  username: string,
  password: string,
): Promise<User> {
  const row = await findUserByUsername(db, username);
  const matches = await verifyPassword(password, row?.passwordHash ?? (await getDecoyHash()));
  if (!row || !matches) throw unauthorized(INVALID_CREDENTIALS);
  await db.transaction((tx) => events.emit('user.signed_in', { userId: row.id }, tx));
  return toPublicUser(row);
}

/** Makes sure the configured first admin exists and holds the admin role; an existing password is kept. */
export async function ensureAdmin(
  db: Database,
  admin: { username: string; password: string },
): Promise<{ created: boolean }> {
  const existing = await findUserByUsername(db, admin.username);
  if (existing) {
    if (!existing.isAdmin) await db.update(users).set({ isAdmin: true }).where(eq(users.id, existing.id));
    return { created: false };
  }
  await db.insert(users).values({
    username: admin.username,
    // The admin signs in by username; the address is a placeholder they can replace.
    email: `${admin.username.toLowerCase()}@passiton.invalid`,
    passwordHash: await hashPassword(admin.password),
    isAdmin: true,
  });
  return { created: true };
}
