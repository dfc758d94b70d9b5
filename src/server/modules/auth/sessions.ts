import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '../../../domain/signed-in-hint.ts';
import { isSuspended } from '../../../domain/suspension.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import { pruneSpentTokens } from './account-tokens.ts';
import { findUserById, toPublicUser } from './auth.service.ts';
import { sessions } from './auth.tables.ts';
import { DatabaseSessionStore } from './session-store.ts';

// `request.session.userId` and `request.user` are declared with the request guards, in http/auth.ts.

export const SESSION_COOKIE = 'passiton.sid';
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Cookie sessions stored in the database, and `request.user` for every API request.
 * Registered inside the /api scope only, so static files never cost a session lookup.
 */
export async function registerSessions(
  app: FastifyInstance,
  deps: { config: Config; db: Database; sessionSecret: string },
): Promise<void> {
  const store = new DatabaseSessionStore(deps.db, SESSION_MAX_AGE_MS);
  schedulePeriodicJob(app, {
    name: 'session-prune',
    everyMs: PRUNE_INTERVAL_MS,
    failed: 'pruning expired sessions or used links failed',
    run: async () => {
      await store.pruneExpired();
      // Reset and verification links past use (docs/decisions/028-password-reset-and-email-verification.md).
      await pruneSpentTokens(deps.db);
    },
  });
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: deps.sessionSecret,
    cookieName: SESSION_COOKIE,
    store,
    // Guests get no session row and no cookie until they sign in.
    saveUninitialized: false,
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.secureCookies,
      path: '/',
      maxAge: SESSION_MAX_AGE_MS,
    },
  });
  app.decorateRequest('user', null);
  // onRequest, right after the session is read, so guards can refuse a guest before the body is even parsed.
  app.addHook('onRequest', async (request) => {
    const userId = request.session.get('userId');
    if (userId === undefined) return;
    const row = await findUserById(deps.db, userId);
    // A deleted account's sessions end with it, a suspended one's are deleted when it is suspended; a request
    // already under way is answered as a guest's (docs/decisions/083-reports-and-suspensions.md).
    request.user = row && !row.deletedAt && !isSuspended(row.suspendedUntil) ? toPublicUser(row) : null;
  });
  keepSignedInHintInStep(app, deps.config);
}

/**
 * Whether a session still signs its user in: not signed out, expired or ended by a password change, the account
 * neither deleted nor suspended. For an answer that outlives the request that checked it: the live stream asks
 * again before it tells anything (docs/decisions/064-live-events.md).
 */
export async function isStillSignedIn(db: Database, sessionId: string, userId: number): Promise<boolean> {
  const [session] = await db
    .select({ userId: sql<string | null>`${sessions.sess}->>'userId'` })
    .from(sessions)
    .where(sql`${sessions.sid} = ${sessionId} AND ${sessions.expire} > now()`);
  if (session?.userId !== String(userId)) return false;
  const row = await findUserById(db, userId);
  return Boolean(row && !row.deletedAt && !isSuspended(row.suspendedUntil));
}

/**
 * Sets or clears the readable signed-in hint (SIGNED_IN_HINT_COOKIE) on any API answer whose session disagrees
 * with it: signing in, signing out, a session that expired or whose account is gone. Kept here rather than in
 * the login and logout routes so the hint can never drift from the session for long.
 */
function keepSignedInHintInStep(app: FastifyInstance, config: Config): void {
  app.addHook('onSend', async (request, reply) => {
    const signedIn = request.user !== null;
    // No cookies are parsed yet when an earlier onRequest hook (the Origin check) refused the call.
    const hinted = request.cookies?.[SIGNED_IN_HINT_COOKIE] !== undefined;
    if (signedIn && !hinted) {
      reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
        httpOnly: false,
        sameSite: 'lax',
        secure: config.secureCookies,
        path: '/',
        maxAge: SESSION_MAX_AGE_MS / 1000,
      });
    } else if (!signedIn && hinted) {
      reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
    }
  });
}
