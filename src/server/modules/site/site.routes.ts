import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteConfigSchema } from '../../../domain/contracts/site.ts';
import type { Config } from '../../config.ts';

/** GET /api/site-config: the public settings the web app reads once at start. */
export const siteRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const siteConfig = {
    contactEmail: config.contact.email,
    contactPhone: config.contact.phone,
    paymentGateway: config.razorpay ? ('razorpay' as const) : ('simulated' as const),
  };
  app.get(
    '/site-config',
    { schema: { tags: ['site'], response: { 200: SiteConfigSchema } } },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(siteConfig),
  );
};
