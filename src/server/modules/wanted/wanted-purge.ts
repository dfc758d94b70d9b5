import type { FastifyInstance } from 'fastify';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import { purgeEndedWanted } from './wanted.service.ts';

const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;

/** Deletes long-ended wanted posts every six hours, on one process at a time (docs/decisions/094-wanted-posts.md). */
export function scheduleWantedPurge(app: FastifyInstance): void {
  schedulePeriodicJob(app, {
    name: 'wanted-purge',
    everyMs: PURGE_EVERY_MS,
    failed: 'purging ended wanted posts failed',
    run: async () => {
      await purgeEndedWanted(app.db);
    },
  });
}
