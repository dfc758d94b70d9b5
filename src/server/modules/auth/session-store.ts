import type { SessionStore } from '@fastify/session';
import { eq, lt, sql } from 'drizzle-orm';
import type { Session } from 'fastify';
import type { Database } from '../../db/client.ts';
import { sessions } from './auth.tables.ts';

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
