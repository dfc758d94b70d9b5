import type { FastifyInstance } from 'fastify';
import { matchPendingListings } from './saved-search-alerts.ts';

/** Often enough that a student hears of a new listing while the seller is still on the page; one small query. */
export const SAVED_SEARCH_WORKER_INTERVAL_MS = 2_000;

/**
 * The matching job, every few seconds for as long as the app runs, in every app process (an unref'd interval,
 * cleared when the app closes): each listing is matched in a transaction that locks its pending mark with SKIP
 * LOCKED, so processes never match one listing together. One run at a time per process.
 */
export function scheduleSavedSearchMatching(app: FastifyInstance): void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await matchPendingListings(app.db, app.events);
      if (result.matches > 0) app.log.info(result, 'saved searches matched');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => {
    run().catch((error: unknown) => app.log.warn({ err: error }, 'matching saved searches failed'));
  }, SAVED_SEARCH_WORKER_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
