import type { SessionStore } from '@fastify/session';
import { and, count, eq, gt, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Session } from 'fastify';
import type { Database, Transaction } from '../../db/client.ts';
import { sessions } from './auth.tables.ts';

/**
 * A user's sessions other than one, found by the user id @fastify/session keeps in `sess` (an expression
 * index, sessions_user_id_idx, makes it a lookup; docs/decisions/021-password-change-and-sessions.md).
 */
function otherSessionsOf(userId: number, keepSessionId: string): SQL | undefined {
  return and(sql`${sessions.sess}->>'userId' = ${String(userId)}`, ne(sessions.sid, keepSessionId));
}

/** Ends every session of a user except `keepSessionId`; returns how many unexpired ones that signed out. */
export async function deleteOtherSessions(
  db: Database | Transaction,
  userId: number,
  keepSessionId: string,
): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(otherSessionsOf(userId, keepSessionId))
    .returning({ expire: sessions.expire });
  const now = Date.now();
  return removed.filter((session) => session.expire.getTime() > now).length;
}

/** Ends every session of a user (a password reset: whoever held one may be who took the account). */
export async function deleteAllSessions(db: Database | Transaction, userId: number): Promise<void> {
  await db.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${String(userId)}`);
}

/** How many unexpired sessions a user has besides `keepSessionId` (other browsers and devices). */
export async function countOtherSessions(
  db: Database,
  userId: number,
  keepSessionId: string,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(sessions)
    .where(and(otherSessionsOf(userId, keepSessionId), gt(sessions.expire, new Date())));
  return row?.total ?? 0;
}

/** Keeps @fastify/session's sessions in the `sessions` table, so any app process can serve any user. */
export class DatabaseSessionStore implements SessionStore {
  readonly #db: Database;
  readonly #maxAgeMs: number;

  constructor(db: Database, maxAgeMs: number) {
    this.#db = db;
    this.#maxAgeMs = maxAgeMs;
  }

  get(sid: string, callback: (error: unknown, session?: Session | null) => void): void {
    this.#db
      .select({ sess: sessions.sess })
      .from(sessions)
      .where(sql`${sessions.sid} = ${sid} AND ${sessions.expire} > now()`)
      .then(([row]) => callback(null, (row?.sess as Session | undefined) ?? null), callback);
  }

  set(sid: string, session: Session, callback: (error?: unknown) => void): void {
    const expire = session.cookie.expires
      ? new Date(session.cookie.expires)
      : new Date(Date.now() + this.#maxAgeMs);
    this.#db
      .insert(sessions)
      .values({ sid, sess: session, expire })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess: session, expire } })
      .then(() => callback(), callback);
  }

  destroy(sid: string, callback: (error?: unknown) => void): void {
    this.#db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => callback(), callback);
  }

  /** Deletes expired sessions; returns how many went. */
  async pruneExpired(): Promise<number> {
    const removed = await this.#db
      .delete(sessions)
      .where(lt(sessions.expire, new Date()))
      .returning({ sid: sessions.sid });
    return removed.length;
  }
}
