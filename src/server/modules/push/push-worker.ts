import type { FastifyInstance } from 'fastify';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import { deliverDuePushes } from './push-outbox.ts';
import type { PushSender } from './push-sender.ts';

/** Often enough that a push arrives while the conversation is still going. */
export const PUSH_WORKER_INTERVAL_MS = 3_000;

/**
 * The push worker, every few seconds, on one app process at a time (lib/periodic-job.ts; its row claims keep two
 * runs apart anyway): docs/decisions/086-web-push.md.
 */
export function schedulePushWorker(app: FastifyInstance, sender: PushSender): void {
  schedulePeriodicJob(app, {
    name: 'push',
    everyMs: PUSH_WORKER_INTERVAL_MS,
    failed: 'the push worker failed',
    run: async () => {
      const result = await deliverDuePushes(app.db, sender);
      if (result.delivered + result.retrying + result.dropped + result.gone > 0) {
        app.log.info(result, 'push worker run');
      }
    },
  });
}
