import type { FastifyInstance } from 'fastify';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import { retryDueRefunds } from './refunds.service.ts';
import { releaseUnclaimedPayments } from './unclaimed-payments.service.ts';

/** Often enough that a payment no order claimed goes back soon after its 15 minutes are up. */
const REFUND_JOB_INTERVAL_MS = 60_000;

/**
 * The refund job, every minute: gives back payments no order claimed in time
 * (docs/decisions/047-unclaimed-payments.md), then sends every refund whose time has come (docs/decisions/041).
 * One app process at a time runs it (lib/periodic-job.ts); row locks and the taking of each refund also keep
 * it apart from requests sending refunds.
 */
export function scheduleRefundJob(app: FastifyInstance): void {
  const run = async () => {
    const released = await releaseUnclaimedPayments(app.db, app.paymentGateway, app.events);
    if (released.length > 0) app.log.info({ count: released.length }, 'refunding payments no order claimed');
    const sent = await retryDueRefunds(app.db, app.paymentGateway, app.events);
    if (sent > 0) app.log.info({ count: sent }, 'sent refunds that were due');
  };
  schedulePeriodicJob(app, {
    name: 'refunds',
    everyMs: REFUND_JOB_INTERVAL_MS,
    failed: 'the refund job failed',
    run,
  });
}
