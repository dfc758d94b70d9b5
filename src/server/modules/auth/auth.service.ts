import { and, asc, count, desc, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { LRUCache } from 'lru-cache';
import type { Register, UpdateProfile, User } from '../../../domain/contracts/auth.ts';
import type { Page } from '../../../domain/contracts/common.ts';
import { DELETED_STUDENT, displayName } from '../../../domain/display-name.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/languages.ts';
import { isSuspended } from '../../../domain/suspension.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { containsPattern, isOneOf } from '../../db/sql-helpers.ts';
import { AppError, badRequest, isUniqueViolation, unauthorized } from '../../lib/app-error.ts';
import { boundedCache } from '../../lib/bounded-cache.ts';
import type { EventBus } from '../../lib/events.ts';
import { issueToken } from './account-tokens.ts';
import { users } from './auth.tables.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { deleteOtherSessions } from './session-store.ts';
import { type SignInLimit, signInKey } from './sign-in-failures.ts';
import { suspendedError } from './suspensions.ts';

type UserRow = typeof users.$inferSelect;

const _USERNAME_TAKEN = 'Username already exists';
const _INVALID_CREDENTIALS = 'Invalid username or password';

/** The user as every API answer shows it: no password hash, dates as ISO strings. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    phone: row.phone,
    fullName: row.fullName,
    institute: row.institute,
    city: row.city,
    isAdmin: row.isAdmin,
    emailVerified: row.emailVerifiedAt !== null,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Finds a user by id, or undefined. */
export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

type PublicName = { username: string; fullName: string | null };

// Every product page shows its seller's name, and keeping a name once read saves that query. A student may change
// their full name in their profile, or delete their account (docs/decisions/029-deleting-an-account.md): this
// process forgets the name at once, another one within the cache's lifetime. Per database, for tests.
const publicNameCaches = new WeakMap<Database, LRUCache<number, PublicName>>();
const PUBLIC_NAME_TTL_MS = 5 * 60 * 1000;

function publicNameCache(db: Database): LRUCache<number, PublicName> {
  let cache = publicNameCaches.get(db);
  if (!cache) {
    cache = boundedCache<number, PublicName>({
      name: 'public names',
      maxBytes: 2 * 1024 * 1024,
      ttlMs: PUBLIC_NAME_TTL_MS,
    });
    publicNameCaches.set(db, cache);
  }
  return cache;
}

/** Drops a user's cached name (their account was just deleted). */
export function forgetPublicName(db: Database, userId: number): void {
  publicNameCaches.get(db)?.delete(userId);
}

/** The names users show to others (username and full name), by id; a deleted account is "Deleted student". */
export async function findUsersPublicNames(db: Database, ids: number[]): Promise<Map<number, PublicName>> {
  const cache = publicNameCache(db);
  const unknown = [...new Set(ids)].filter((id) => !cache.has(id));
  if (unknown.length > 0) {
    const rows = await db
      .select({
        id: users.id,
        username: users.username,
        fullName: users.fullName,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(inArray(users.id, unknown));
    for (const { id, deletedAt, ...names } of rows) {
      cache.set(id, deletedAt ? { username: DELETED_STUDENT, fullName: null } : names);
    }
  }
  const names = new Map<number, PublicName>();
  for (const id of ids) {
    const name = cache.get(id);
    if (name) names.set(id, name);
  }
  return names;
}

/**
 * Saves the signed-in user's profile (name, mobile number, institute, city) and returns the account as it is now.
 * Modules that keep the name others see are told (`user.profile_saved`).
 */
export async function updateProfile(
  db: Database,
  events: EventBus,
  userId: number,
  profile: UpdateProfile,
): Promise<User> {
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx.update(users).set(profile).where(eq(users.id, userId)).returning();
    if (!saved) throw unauthorized();
    await events.emit('user.profile_saved', { userId }, tx);
    return saved;
  });
  publicNameCache(db).delete(userId);
  return toPublicUser(row);
}

/** Remembers the language the signed-in user switched to (their e-mail comes in it) and returns the account. */
export async function setUserLanguage(db: Database, userId: number, language: Language): Promise<User> {
  const [row] = await db.update(users).set({ language }).where(eq(users.id, userId)).returning();
  if (!row) throw unauthorized();
  return toPublicUser(row);
}

/**
 * How to reach users about an order they are part of: name, e-mail, phone and language, by id. A deleted account cannot be
 * reached and is left out (so no e-mail is written to its placeholder address).
 */
export async function findUsersContact(
  db: Database | Transaction,
  ids: number[],
): Promise<Map<number, { name: string; email: string; phone: string | null; language: Language }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      language: users.language,
    })
    .from(users)
    .where(and(inArray(users.id, [...new Set(ids)]), isNull(users.deletedAt)));
  return new Map(
    rows.map((row) => [
      row.id,
      { name: displayName(row), email: row.email, phone: row.phone, language: row.language },
    ]),
  );
}

async function findUserByUsername(db: Database, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

/** Accounts one address may hold (addresses are not unique): signing in with it tries each. */
const ACCOUNTS_PER_ADDRESS = 5;

/**
 * The accounts a sign-in name names: a username (no username has an @), or an e-mail address in any letter case —
 * every live account using it, oldest first.
 */
async function findAccountsForSignIn(db: Database, name: string): Promise<UserRow[]> {
  if (!name.includes('@')) {
    const row = await findUserByUsername(db, name);
    return row ? [row] : [];
  }
  return db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${name})`, isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .limit(ACCOUNTS_PER_ADDRESS);
}

/** What a new account is made of. */
type NewAccount = Omit<Register, 'phone' | 'password'> & {
  // The phone may be left out only by an admin creating an account (the sign-up form requires it).
  phone?: string | null;
  isAdmin?: boolean;
  // The language the visitor was reading in when they signed up (English when unknown).
  language?: Language;
};

/**
 * Creates an account and announces it (a welcome notification, later the first achievement) in the same
 * transaction. A taken username (in any letter case) is a 400 with a clear message.
 */
export async function registerUser(
  db: Database,
  events: EventBus,
  input: NewAccount & { password: string },
): Promise<User> {
  // Checked before hashing, so a taken name is answered without the hash's cost.
  if (await findUserByUsername(db, input.username)) throw badRequest('auth.username_taken');
  return createAccount(db, events, { ...input, passwordHash: await hashPassword(input.password) });
}

/**
 * registerUser's second half, for a password hashed already: test factories create their accounts through it
 * with a cheaply hashed password, so the suite's thousands of test students cost no full-strength hash.
 */
export async function createAccount(
  db: Database,
  events: EventBus,
  input: NewAccount & { passwordHash: string },
): Promise<User> {
  const { passwordHash } = input;
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
          language: input.language ?? DEFAULT_LANGUAGE,
        })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      await events.emit('user.registered', { userId: inserted.id, username: inserted.username }, tx);
      // The link proving the address is the student's goes out with the account (decision 028).
      const token = await issueToken(tx, {
        userId: inserted.id,
        purpose: 'verify_email',
        email: inserted.email,
      });
      await events.emit(
        'user.email_verification_requested',
        {
          userId: inserted.id,
          username: inserted.username,
          email: inserted.email,
          language: inserted.language,
          token,
        },
        tx,
      );
      return inserted;
    });
    return toPublicUser(row);
  } catch (error) {
    // Two sign-ups racing for the same name: the unique index decides, the loser gets the same message.
    if (isUniqueViolation(error)) throw badRequest('auth.username_taken');
    throw error;
  }
}

// Checked against when the username does not exist, so a wrong username costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => {
  decoyHash ??= hashPassword('decoy password that never matches');
  return decoyHash;
};

/**
 * Checks credentials given by username or e-mail address (the same 401 whichever was wrong) and announces the
 * sign-in. Past `limit.maxFailures` attempts at one account in its window the answer is 429 before the password is
 * looked at, so even the right one waits (docs/decisions/080-failed-sign-ins-and-common-passwords.md); a name no
 * account has is counted by itself and answers the same way. Signing in clears the account's count.
 */
export async function authenticate(
  db: Database,
  events: EventBus,
  limit: SignInLimit,
  credentials: { username: string; password: string },
): Promise<User> {
  const accounts = await findAccountsForSignIn(db, credentials.username);
  const keys =
    accounts.length > 0
      ? accounts.map((account) => signInKey({ userId: account.id }))
      : [signInKey({ unknownName: credentials.username })];
  if ((await limit.counter.countAttempt(keys)) > limit.maxFailures) {
    throw new AppError(429, 'auth.too_many_failed_sign_ins', { minutes: limit.windowMinutes });
  }
  const row = await firstMatching(accounts, credentials.password);
  if (!row) throw unauthorized('auth.invalid_credentials');
  await limit.counter.clear([signInKey({ userId: row.id })]);
  // Told only to whoever knows the password: a suspension is nobody else's business.
  if (isSuspended(row.suspendedUntil)) throw suspendedError(row.suspendedUntil as Date, row.suspensionReason);
  await db.transaction((tx) => events.emit('user.signed_in', { userId: row.id }, tx));
  return toPublicUser(row);
}

/** The first account whose password this is; with none to check, a decoy is, so a wrong name costs a wrong password's time. */
async function firstMatching(accounts: UserRow[], password: string): Promise<UserRow | undefined> {
  if (accounts.length === 0) {
    await verifyPassword(password, await getDecoyHash());
    return undefined;
  }
  for (const account of accounts) {
    if (await verifyPassword(password, account.passwordHash)) return account;
  }
  return undefined;
}

/**
 * Changes a user's password once they prove the current one, and in the same transaction ends every other
 * session of theirs, so whoever knew the old password or held a copied cookie is out
 * (docs/decisions/021-password-change-and-sessions.md). `keepSessionId` is the session asking; the caller
 * gives it a new id afterwards. Returns how many other sessions were ended.
 */
export async function changePassword(
  db: Database,
  change: { userId: number; currentPassword: string; newPassword: string; keepSessionId: string },
): Promise<{ signedOut: number }> {
  const row = await findUserById(db, change.userId);
  if (!row) throw unauthorized();
  if (!(await verifyPassword(change.currentPassword, row.passwordHash))) {
    throw badRequest('auth.wrong_current_password');
  }
  const passwordHash = await hashPassword(change.newPassword);
  return db.transaction(async (tx) => {
    // Only if the hash is still the one just checked: of two changes racing with the same current
    // password, the second finds it changed and is told its current password is no longer right.
    const updated = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, row.id), eq(users.passwordHash, row.passwordHash)))
      .returning({ id: users.id });
    if (updated.length === 0) throw badRequest('auth.wrong_current_password');
    return { signedOut: await deleteOtherSessions(tx, row.id, change.keepSessionId) };
  });
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

// Administration (admin module): counts, lists and searches over accounts. Never the password hash.

const publicColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  phone: users.phone,
  fullName: users.fullName,
  institute: users.institute,
  city: users.city,
  isAdmin: users.isAdmin,
  emailVerifiedAt: users.emailVerifiedAt,
  language: users.language,
  createdAt: users.createdAt,
};

/** A row of publicColumns as the API shows it. */
function fromPublicColumns({
  emailVerifiedAt,
  createdAt,
  ...row
}: { emailVerifiedAt: Date | null; createdAt: Date } & Omit<User, 'emailVerified' | 'createdAt'>): User {
  return { ...row, emailVerified: emailVerifiedAt !== null, createdAt: createdAt.toISOString() };
}

function matchesText(text: string): SQL {
  const pattern = containsPattern(text);
  const byId = /^\d{1,9}$/.test(text) ? sql` OR ${users.id} = ${Number(text)}` : sql``;
  return sql`(${users.username} ILIKE ${pattern} OR ${users.email} ILIKE ${pattern} OR ${users.fullName} ILIKE ${pattern} OR ${users.phone} ILIKE ${pattern}${byId})`;
}

/** How many accounts exist, or were created since a moment. */
export async function countUsers(
  db: Database,
  { createdSince }: { createdSince?: Date } = {},
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(createdSince ? gte(users.createdAt, createdSince) : undefined);
  return row?.total ?? 0;
}

/** Every account holding the admin role, oldest first. */
export async function listAdmins(db: Database): Promise<User[]> {
  const rows = await db
    .select(publicColumns)
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.id));
  return rows.map(fromPublicColumns);
}

/** Ids of accounts whose username, e-mail, full name or phone contains the text (at most `limit`). */
export async function findUserIdsMatching(db: Database, text: string, limit = 500): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(matchesText(text)).limit(limit);
  return rows.map((row) => row.id);
}

/**
 * One page of accounts, newest first, and how many match: optionally only admins, only the given ids
 * (sellers or buyers, as other modules know them), and only those matching a search text.
 */
export async function listUsersPage(
  db: Database,
  filter: { search?: string; ids?: number[]; adminsOnly?: boolean; limit: number; offset: number },
): Promise<Page<User>> {
  if (filter.ids && filter.ids.length === 0) return { items: [], total: 0 };
  const where = and(
    filter.ids ? isOneOf(users.id, filter.ids) : undefined,
    filter.adminsOnly ? eq(users.isAdmin, true) : undefined,
    filter.search ? matchesText(filter.search) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(publicColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    items: rows.map(fromPublicColumns),
    total: totalRow?.total ?? 0,
  };
}

/** The newest accounts, for the activity list. */
export async function latestUsers(db: Database, limit: number): Promise<User[]> {
  const rows = await db
    .select(publicColumns)
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
  return rows.map(fromPublicColumns);
}

/** Accounts by id, as every API answer shows them. */
export async function findUsersByIds(db: Database, ids: number[]): Promise<Map<number, User>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(publicColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, fromPublicColumns(row)]));
}
