import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work a route does after its answer has gone (http/after-response.ts). */
    afterResponse: AfterResponse;
  }
}

export interface AfterResponse {
  /**
   * Runs `work` once `reply` has been sent. A failure is logged, never answered: the client already has its
   * answer. For answers that must not reveal by their timing what the work found (forgot-password).
   */
  run(reply: FastifyReply, work: () => Promise<void>): void;
  /** Settles when every piece of work started so far has finished (tests, and the app's close). */
  idle(): Promise<void>;
}

/**
 * Lets a route answer first and work afterwards, in this process. Work still running when the app closes is
 * waited for, so a stopping server does not cut it off halfway; a process that dies loses it (the client may
 * ask again).
 */
export function registerAfterResponse(app: FastifyInstance): void {
  const running = new Set<Promise<void>>();

  const afterResponse: AfterResponse = {
    run(reply, work) {
      // On the next turn of the event loop after the answer is written, so the answer's own callbacks run
      // first even when the work starts with CPU-bound steps (an in-process database such as PGlite).
      const started = new Promise<void>((resolve) => {
        const resolveNextTurn = () => setImmediate(resolve);
        if (reply.raw.writableFinished) resolveNextTurn();
        else reply.raw.once('finish', resolveNextTurn).once('close', resolveNextTurn);
      })
        .then(work)
        .catch((error: unknown) => reply.log.error({ err: error }, 'Work after the answer failed'))
        .finally(() => running.delete(started));
      running.add(started);
    },
    async idle() {
      await Promise.all(running);
    },
  };

  app.decorate('afterResponse', afterResponse);
  app.addHook('onClose', () => afterResponse.idle());
}
