import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';

/** OpenAPI generated from the routes' zod schemas, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'PassItOn API',
        description: 'Buy and sell used textbooks, notes and study gear between students in India.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => {
      // Swagger UI sets a few inline styles of its own; allow them on the docs pages only.
      const policy = header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'");
      // As for the app's own policy (security.ts): over plain http, upgrading would send the docs' scripts and
      // styles to an https port nobody listens on, leaving a blank page.
      return config.secureCookies ? policy : policy.replace(/\s*upgrade-insecure-requests;?/, '');
    },
  });
}
