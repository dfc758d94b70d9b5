import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUTO_COMPLETE_DAYS } from '../../../domain/exchange.ts';
import type { Database } from '../../db/client.ts';
import { LOCK_KEYS } from '../../db/lock-keys.ts';
import type { EventBus } from '../../lib/events.ts';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import { transitionOrder } from './order-transitions.ts';
import { orders } from './orders.tables.ts';

/** Orders completed per transaction; the rest wait for the next batch. */
export const AUTO_COMPLETE_BATCH = 200;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Completes delivered orders whose delivery is AUTO_COMPLETE_DAYS old
 * (docs/decisions/033-auto-complete-and-notification-links.md): recorded as a step nobody took, the buyer
 * and sellers notified. An order whose buyer asked for a refund is not delivered while the request waits; once it
 * is rejected the order is delivered again, from that day (docs/decisions/034, 042). One batch in one
 * transaction. When another process holds the job's lock it does nothing (0); an order someone is changing right
 * now (a refund request) is skipped until the next run.
 */
export async function completeDeliveredOrders(
  db: Database,
  events: EventBus,
  now = new Date(),
): Promise<number> {
  const deliveredBefore = new Date(now.getTime() - AUTO_COMPLETE_DAYS * 24 * HOUR_MS);
  return db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`SELECT pg_try_advisory_xact_lock(${sql.raw(String(LOCK_KEYS.autoComplete))}) AS locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return 0;
    // The conditions are checked again on each row as it is locked, so a refund requested meanwhile wins.
    const due = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.status, 'delivered'),
          isNull(orders.deletedAt),
          lte(orders.deliveredAt, deliveredBefore),
        ),
      )
      .orderBy(asc(orders.deliveredAt), asc(orders.id))
      .limit(AUTO_COMPLETE_BATCH)
      .for('update', { skipLocked: true });
    for (const order of due) {
      await transitionOrder(tx, events, {
        order,
        to: 'completed',
        by: 'job',
        changedBy: null,
        note: { kind: 'auto_completed', params: { days: AUTO_COMPLETE_DAYS } },
      });
    }
    return due.length;
  });
}

/**
 * Runs the auto-complete job every hour, on one app process at a time (lib/periodic-job.ts). A full batch is
 * followed by the next one straight away.
 */
export function scheduleOrderAutoComplete(app: FastifyInstance): void {
  const run = async () => {
    let total = 0;
    let batch: number;
    do {
      batch = await completeDeliveredOrders(app.db, app.events);
      total += batch;
    } while (batch === AUTO_COMPLETE_BATCH);
    if (total > 0) app.log.info({ count: total }, 'completed orders delivered three days ago');
  };
  schedulePeriodicJob(app, {
    name: 'order-auto-complete',
    everyMs: HOUR_MS,
    failed: 'completing delivered orders failed',
    run,
  });
}
