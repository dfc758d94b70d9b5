import type { FastifyInstance } from 'fastify';
import { retryDueRefunds, sendRefunds } from './refunds.service.ts';
import { releaseUnclaimedPayments } from './unclaimed-payments.service.ts';

/** Often enough that a payment no order claimed goes back soon after its 15 minutes are up. */
const REFUND_JOB_INTERVAL_MS = 60_000;

/**
 * The refund job, every minute for as long as the app runs (an unref'd interval, cleared when the app closes):
 * gives back payments no order claimed in time (docs/decisions/047-unclaimed-payments.md), then sends every
 * refund whose time has come (docs/decisions/041). Every app process schedules it; row locks, the job's advisory
 * lock and the taking of each refund keep them apart.
 */
export function scheduleRefundJob(app: FastifyInstance): void {
  const run = async () => {
    const released = await releaseUnclaimedPayments(app.db, app.events);
    if (released.length > 0) app.log.info({ count: released.length }, 'refunding payments no order claimed');
    await sendRefunds(app.db, app.paymentGateway, app.events, released);
    const sent = await retryDueRefunds(app.db, app.paymentGateway, app.events);
    if (sent > 0) app.log.info({ count: sent }, 'sent refunds that were due');
  };
  const timer = setInterval(() => {
    run().catch((error: unknown) => app.log.warn({ err: error }, 'the refund job failed'));
  }, REFUND_JOB_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
