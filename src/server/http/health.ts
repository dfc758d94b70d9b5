import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const StatusSchema = z.object({ status: z.string() });

/** /healthz: the process is up. /readyz: the database answers too (load balancers route on it). */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, options) => {
  app.get('/healthz', { schema: { tags: ['health'], response: { 200: StatusSchema } } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: StatusSchema, 503: z.object({ message: z.string() }) } } },
    async (request, reply) => {
      try {
        await options.ping();
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        return reply.code(503).send({ message: 'Database unavailable' });
      }
    },
  );
};
