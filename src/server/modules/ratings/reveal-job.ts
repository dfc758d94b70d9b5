import type { FastifyInstance } from 'fastify';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import { REVEAL_BATCH, revealRatingsByTime } from './ratings.service.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Every hour, on one app process at a time, marks the ratings shown by time and updates the sellers' stats
 * (docs/decisions/082-ratings-from-real-deals.md). What a page shows never waits for it: a rating shows from the
 * moment its blind days are over. A full batch is followed by the next one straight away.
 */
export function scheduleRatingReveals(app: FastifyInstance): void {
  schedulePeriodicJob(app, {
    name: 'rating-reveals',
    everyMs: HOUR_MS,
    failed: 'showing ratings whose blind days are over failed',
    run: async () => {
      while ((await revealRatingsByTime(app.db, app.events)) === REVEAL_BATCH);
    },
  });
}
