import type { FastifyInstance } from 'fastify';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import { matchPendingListings } from './saved-search-alerts.ts';

/** Often enough that a student hears of a new listing while the seller is still on the page; one small query. */
export const SAVED_SEARCH_WORKER_INTERVAL_MS = 2_000;

/**
 * The matching job, every few seconds, on one app process at a time (docs/decisions/060-more-than-one-process.md);
 * each listing is also matched in a transaction that locks its pending mark with SKIP LOCKED, so a listing is
 * never matched twice even by two runs.
 */
export function scheduleSavedSearchMatching(app: FastifyInstance): void {
  schedulePeriodicJob(app, {
    name: 'saved-search-matching',
    everyMs: SAVED_SEARCH_WORKER_INTERVAL_MS,
    failed: 'matching saved searches failed',
    run: async () => {
      const result = await matchPendingListings(app.db, app.events);
      if (result.matches > 0) app.log.info(result, 'saved searches matched');
    },
  });
}
