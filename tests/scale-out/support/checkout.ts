import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { homeDelivery } from '../../../src/server/test/checkout.ts';
import type { OrderLine, Student } from '../../faults/support/api.ts';

/**
 * Checkout as the web app sends it through a load balancer (src/web/features/checkout/api/create-order.ts): one
 * Idempotency-Key per attempt, sent again after no answer from the app — a dropped connection, or the balancer's
 * 502/503/504 for a process that died under the request — and final on any answer the app gave.
 */

const ATTEMPTS = 3;
const RETRY_DELAY_MS = 400;
const BALANCER_NO_ANSWER = new Set([502, 503, 504]);

export interface Checkout {
  /** What each try got: an HTTP status, or 'no connection'. */
  tries: (number | 'no connection')[];
  status: number | undefined;
  orderId: number | undefined;
}

export async function checkOutOnce(
  balancerUrl: string,
  buyer: Student,
  lines: readonly OrderLine[],
  idempotencyKey: string,
): Promise<Checkout> {
  const checkout: Checkout = { tries: [], status: undefined, orderId: undefined };
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const response = await fetch(new URL('/api/orders', balancerUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: buyer.cookie,
        'idempotency-key': idempotencyKey,
      },
      body: JSON.stringify({ ...homeDelivery, paymentMethod: 'cod', items: lines }),
    }).catch(() => undefined);
    checkout.tries.push(response?.status ?? 'no connection');
    if (response && !BALANCER_NO_ANSWER.has(response.status)) {
      checkout.status = response.status;
      checkout.orderId = ((await response.json()) as { id?: number }).id;
      return checkout;
    }
    await response?.arrayBuffer();
    await sleep(RETRY_DELAY_MS * attempt);
  }
  return checkout;
}

/**
 * Holds every new order in the middle of its transaction: the order, its lines, its sellers' parts and the stock
 * taken are written, and its first status waits for this lock. `release` lets them go on.
 */
export async function holdOrdersMidTransaction(databaseUrl: string): Promise<{
  waiting(): Promise<number>;
  release(): Promise<void>;
}> {
  const holder = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  await holder.query('BEGIN');
  // EXCLUSIVE lets every read through and stops every insert.
  await holder.query('LOCK TABLE order_status_history IN EXCLUSIVE MODE');
  return {
    waiting: async () => {
      // Inside a transaction pg_stat_activity keeps the snapshot first read; each look needs a fresh one.
      await holder.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await holder.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'
            AND query ILIKE 'insert into "order_status_history"%'`,
      );
      return rows[0]?.waiting ?? 0;
    },
    release: async () => {
      await holder.query('ROLLBACK');
      await holder.end();
    },
  };
}
