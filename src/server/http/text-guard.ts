import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/app-error.ts';

/** NUL, which PostgreSQL text cannot hold, or an unpaired surrogate (`\ud800` in JSON), which jsonb refuses. */
const isUnstorable = (text: string) => text.includes('\u0000') || !text.isWellFormed();

/** True when a string, or any key or string inside an object or array, could not be stored. */
export function containsUnstorableText(input: unknown): boolean {
  // A loop rather than recursion: a JSON body may nest thousands of levels deep.
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' && isUnstorable(value)) return true;
    if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (isUnstorable(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * Text PostgreSQL cannot store makes a query fail, and the request would answer 500. No field of ours needs
 * such characters (a browser never sends them), so any path parameter, querystring or JSON body carrying one is
 * refused before validation, whatever the route (multipart fields are checked as they are read: multipart.ts).
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if ([request.params, request.query, request.body].some(containsUnstorableText)) {
      throw badRequest('text.unstorable');
    }
  });
}
