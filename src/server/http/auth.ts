import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../domain/contracts/auth.ts';
import { SIGNED_IN_HINT_COOKIE } from '../../domain/signed-in-hint.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { findUserById, toPublicUser } from '../modules/auth/auth.service.ts';
import { DatabaseSessionStore } from '../modules/auth/session-store.ts';

declare module 'fastify' {
  interface Session {
    userId?: number;
  }
  interface FastifyRequest {
    /** The signed-in user, or null; loaded once per request from the session. */
    user: User | null;
  }
}

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
  const pruneTimer = setInterval(() => {
    store.pruneExpired().catch((error) => app.log.warn({ err: error }, 'pruning expired sessions failed'));
  }, PRUNE_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));
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
    request.user = row ? toPublicUser(row) : null;
  });
  keepSignedInHintInStep(app, deps.config);
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

/** Starts a fresh session for a user who just proved who they are (a new id defeats session fixation). */
export async function signIn(request: FastifyRequest, user: User): Promise<void> {
  await request.session.regenerate();
  request.session.set('userId', user.id);
  request.user = user;
}

/** Ends the session and deletes its row. */
export async function signOut(request: FastifyRequest): Promise<void> {
  await request.session.destroy();
  request.user = null;
}

/** Route hook: 401 unless someone is signed in. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized();
}

/** Route hook: 401 when signed out, 403 unless the user holds the server-side admin role. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized();
  if (!request.user.isAdmin) throw forbidden('Admin access required');
}

/** The signed-in user, for handlers behind requireUser. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}
