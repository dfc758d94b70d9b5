import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    fullName: text('full_name'),
    /**
     * The admin role lives here, on the server, never inferred from a name or e-mail
     * (docs/decisions/005-admin-role-and-ownership.md).
     */
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Usernames are unique regardless of case, so "Asha" cannot impersonate "asha".
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    index('users_created_at_idx').on(table.createdAt),
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
