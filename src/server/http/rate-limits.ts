import type { FastifyRequest } from 'fastify';
import { englishWait } from '../../domain/waits.ts';

/**
 * A route's rate limit counted per signed-in user rather than per address: many students share one campus
 * address, so an address-wide limit would let one of them lock out the rest. `tooOften` replaces the
 * general "wait a minute" message for windows longer than a minute; the wait left is added to it, in the words
 * the error catalogue reads back as seconds (docs/decisions/071-api-error-codes.md).
 */
export function perUserRateLimit(max: number, timeWindow: string | number = '1 minute', tooOften?: string) {
  return {
    max,
    timeWindow,
    // After the session is read, so the user is known; unauthenticated calls never get this far.
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
    ...(tooOften
      ? {
          errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => ({
            statusCode: 429,
            message: `${tooOften} Please try again in ${englishWait(Math.max(1, Math.ceil(context.ttl / 1000)))}.`,
          }),
        }
      : {}),
  };
}
