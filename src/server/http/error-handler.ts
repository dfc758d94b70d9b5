import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

/**
 * The one place errors become responses: `{ message }` bodies, 400 with the first field's message for invalid
 * input, the status of an expected failure, and a bare 500 for everything else (logged, never shown).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({ message: first?.message ?? 'Invalid request' });
    }
    if (error instanceof AppError) {
      return reply.code(error.status).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, rate limit …) carry safe messages.
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });
}

/**
 * Errors Fastify's router meets before any route or error handler runs: a path that is not valid URL encoding
 * (400) or a path parameter over 100 characters (414). Same `{ message }` body as every other client error;
 * the message does not echo the path, which may be megabytes long.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 500;
  if (status === 414) {
    reply.code(status).send({ message: 'A part of the address is too long' });
  } else if (status >= 400 && status < 500) {
    reply.code(status).send({ message: 'The address is not valid' });
  } else {
    request.log.error({ err: error }, 'routing failed');
    reply.code(500).send({ message: 'Internal server error' });
  }
}
