import type { CreateOrder, Order } from '../../../../domain/contracts/orders.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** Tries after a call that got no answer from the app, the first one included. */
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 400;
/**
 * What a load balancer answers for an app process that died under the request or could not be reached
 * (docs/decisions/060-more-than-one-process.md): the app's own answer never came, just as with a dropped connection.
 */
const BALANCER_NO_ANSWER = new Set([502, 503, 504]);

const gotNoAnswer = (error: unknown) => !(error instanceof ApiError) || BALANCER_NO_ANSWER.has(error.status);

/**
 * Places the order as one checkout attempt (docs/decisions/040-idempotent-checkout.md): the attempt's
 * Idempotency-Key travels with it, so the server answers a repeat with the order already placed. A call that got
 * no answer (the connection dropped, or the balancer's 502/503/504) is sent again with the same key; the app's
 * answer, even a refusal, is final. The
 * server checks every figure sent against its own (409 when one is out of date).
 */
export async function createOrder(order: CreateOrder, idempotencyKey: string): Promise<Order> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await apiRequest<Order>('POST', '/api/orders', order, undefined, {
        'Idempotency-Key': idempotencyKey,
      });
    } catch (error) {
      if (!gotNoAnswer(error) || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
  }
}

/**
 * A fresh key for a checkout attempt: a random UUID, or 32 random hex digits where randomUUID is missing (it
 * needs a secure context; a phone on the dev server's LAN address is not one).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
