import { fastifyCookie } from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';

/**
 * Catalogue reads on a read replica (docs/decisions/062-read-replica.md). A replica trails the primary by a
 * moment, so a browser that has just written reads from the primary for a few seconds: it sees its own new
 * listing, edit or order at once, while everyone else's browsing goes to the replica.
 */

/** Marks a browser that wrote lately: the time its reads may go back to the replica, signed. */
export const RECENT_WRITE_COOKIE = 'passiton.wrote';
/** Far above a healthy replica's lag (milliseconds), short enough to send a student's browsing back soon. */
export const READ_YOUR_WRITES_MS = 5_000;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one place that picks the database for a request's catalogue reads: the replica, unless there is none or
 * the request carries this app's mark of a recent write. Writes and every other read use `app.db`, the primary.
 */
export function readDatabasePicker(options: {
  primary: Database;
  replica: Database | undefined;
  secret: string;
}): (request: FastifyRequest) => Database {
  const { primary, replica, secret } = options;
  if (!replica) return () => primary;
  return (request) => (wroteLately(request, secret) ? primary : replica);
}

function wroteLately(request: FastifyRequest, secret: string): boolean {
  // Parsed here: the cookie plugin only runs for the API, and server-rendered pages read the catalogue too.
  const mark = fastifyCookie.parse(request.headers.cookie ?? '')[RECENT_WRITE_COOKIE];
  if (mark === undefined) return false;
  const { valid, value } = fastifyCookie.unsign(mark, secret);
  return valid && Number(value) > Date.now();
}

/**
 * Marks every answer to a write with RECENT_WRITE_COOKIE. Registered in the API scope after the sessions, so the
 * session cookie stays the first one set (the cookie plugin sets them in the order asked).
 */
export function markRecentWrites(api: FastifyInstance, options: { secret: string; secure: boolean }): void {
  api.addHook('onSend', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method)) return;
    const until = String(Date.now() + READ_YOUR_WRITES_MS);
    reply.setCookie(RECENT_WRITE_COOKIE, fastifyCookie.sign(until, options.secret), {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      path: '/',
      maxAge: READ_YOUR_WRITES_MS / 1000,
    });
  });
}
