import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorBody, apiErrorText, describeApiError } from '../../domain/api-errors.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * A refusal's body for a sentence written outside the catalogue's call sites (a contract's zod message,
 * Fastify's own words): the sentence as it is, with the catalogue's code for it (docs/decisions/071).
 */
export function refusalBody(
  message: string,
  fallback: 'validation.invalid' | 'request.rejected',
): ApiErrorBody {
  const { code, params } = describeApiError(message, fallback);
  return { message, code, ...(params ? { params } : {}) };
}

/** A refusal's body for a code of the catalogue without named parts. */
const bodyOf = (code: 'request.address_too_long' | 'request.address_invalid'): ApiErrorBody => ({
  message: apiErrorText(code),
  code,
});

/**
 * The one place errors become responses: `{ message, code, params? }` bodies (docs/decisions/071), 400 with the
 * first field's message for invalid input, the status of an expected failure, and a bare 500 `{ message }` for
 * everything else (logged, never shown).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send(refusalBody(first?.message ?? 'Invalid request', 'validation.invalid'));
    }
    if (error instanceof AppError) {
      return reply.code(error.status).send(error.toBody());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, rate limit …) carry safe messages.
      return reply.code(status).send(refusalBody(error.message, 'request.rejected'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });
}

/**
 * Errors Fastify's router meets before any route or error handler runs: a path that is not valid URL encoding
 * (400) or a path parameter over 100 characters (414). Same `{ message, code }` body as every other client error;
 * the message does not echo the path, which may be megabytes long.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 500;
  if (status === 414) {
    reply.code(status).send(bodyOf('request.address_too_long'));
  } else if (status >= 400 && status < 500) {
    reply.code(status).send(bodyOf('request.address_invalid'));
  } else {
    request.log.error({ err: error }, 'routing failed');
    reply.code(500).send({ message: 'Internal server error' });
  }
}
