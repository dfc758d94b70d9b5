import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What every answer built for a signed-in visitor says to caches. */
export const PRIVATE_ANSWER = 'private, no-store';

/**
 * An answer built for a signed-in student (their orders, their cart, their e-mail address) is theirs alone: no
 * shared cache may keep it, and no browser may write it to the disk of a shared or lost phone. Every API answer
 * to a signed-in request says `private, no-store`, except where its route has chosen for itself: `public` (the
 * same for everyone) or `private` with a validator (the bell's list, polled with an ETag). Signing out and
 * deleting the account count too: they arrive signed in. Register in the scope where sessions are read.
 */
export function registerPrivateAnswers(api: FastifyInstance): void {
  const arrivedSignedIn = new WeakSet<FastifyRequest>();
  api.addHook('preHandler', async (request) => {
    if (request.user) arrivedSignedIn.add(request);
  });
  api.addHook('onSend', async (request, reply, payload) => {
    const chosen = String(reply.getHeader('cache-control') ?? '');
    const forThisVisitor = request.user !== null || arrivedSignedIn.has(request);
    if (forThisVisitor && !/^(public|private)\b/.test(chosen)) reply.header('cache-control', PRIVATE_ANSWER);
    return payload;
  });
}
