import type { FastifyInstance } from 'fastify';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import { pruneLiveEvents } from './live-events.service.ts';

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** Deletes live events past their hour every ten minutes, on one process at a time. */
export function scheduleLiveEventPrune(app: FastifyInstance): void {
  schedulePeriodicJob(app, {
    name: 'live-events-prune',
    everyMs: PRUNE_EVERY_MS,
    failed: 'pruning old live events failed',
    run: async () => {
      await pruneLiveEvents(app.db);
    },
  });
}
