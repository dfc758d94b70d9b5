import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../domain/contracts/auth.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';

declare module 'fastify' {
  interface Session {
    userId?: number;
  }
  interface FastifyRequest {
    /** The signed-in user, or null; loaded once per request from the session (modules/auth/sessions.ts). */
    user: User | null;
  }
}

/**
 * The signed-in user of an API request and the guards routes put in front of their handlers. The sessions
 * themselves (cookie, store, loading `request.user`) belong to the auth module: modules/auth/sessions.ts.
 */

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
  if (!request.user.isAdmin) throw forbidden('auth.admin_required');
}

/** The signed-in user, for handlers behind requireUser. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}
