import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../../domain/languages.ts';

/** What an e-mailed single-use token is for (account-tokens.ts). */
export const TOKEN_PURPOSES = ['password_reset', 'verify_email'] as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    fullName: text('full_name'),
    /** The college or university the student studies at, as they write it; browse offers "Near my campus" by it. */
    institute: text('institute'),
    /** The student's city, for "Near my campus" when they gave no institute. */
    city: text('city'),
    /**
     * The language the student reads the app in, kept here so what reaches them away from the browser — e-mail —
     * is written in it too (docs/decisions/072-e-mail-languages.md): chosen at sign-up, changed with the switch.
     */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /**
     * The admin role lives here, on the server, never inferred from a name or e-mail
     * (docs/decisions/005-admin-role-and-ownership.md).
     */
    isAdmin: boolean('is_admin').notNull().default(false),
    /**
     * When the owner followed the link e-mailed to `email` (docs/decisions/028-password-reset-and-email-verification.md);
     * null until then.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the student deleted the account (docs/decisions/029-deleting-an-account.md): the row stays, for the
     * orders, reviews and ledger that name it, with every personal detail replaced and no usable password.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Until when an admin suspended the account (docs/decisions/083-reports-and-suspensions.md): suspended while it
     * is in the future; SUSPENDED_FOR_GOOD (year 9999) for good; null when never suspended or lifted. The reason is
     * the admin's, told to the student when they try to sign in.
     */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
  },
  (table) => [
    // Usernames are unique regardless of case, so "Asha" cannot impersonate "asha".
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    index('users_created_at_idx').on(table.createdAt),
    // "Forgot password" finds accounts by address, in any letter case.
    index('users_email_lower_idx').on(sql`lower(${table.email})`),
    check('users_language_known', sql`${table.language} IN ('en', 'hi')`),
  ],
);

/** Server-side sessions (spec: sid, sess, expire); the cookie carries only the signed sid. */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_expire_idx').on(table.expire),
    // A user's other sessions are found by the id @fastify/session keeps in `sess` (a password change ends them).
    index('sessions_user_id_idx').on(sql`(${table.sess}->>'userId')`),
  ],
);

/**
 * Single-use tokens e-mailed to a user (docs/decisions/028-password-reset-and-email-verification.md): a password
 * reset, or the proof that `email` is theirs. Only the SHA-256 of the token is kept, so reading this table gives
 * nobody a working link.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address a verify_email token proves (the account's address when it was sent). */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_tokens_hash_idx').on(table.tokenHash),
    // How many links a user was sent lately (the per-account limit on sending them).
    index('account_tokens_user_idx').on(table.userId, table.purpose, table.createdAt),
  ],
);

/**
 * Failed sign-ins per account in the current window, where every app process counts them without Redis
 * (docs/decisions/080-failed-sign-ins-and-common-passwords.md). `accountKey` is a SHA-256 of the account (or, for a
 * name no account has, of that name), so the table keeps no username, address or mistyped password.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    accountKey: text('account_key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Windows that have passed are deleted by their start.
  (table) => [index('sign_in_failures_window_idx').on(table.windowStartedAt)],
);
