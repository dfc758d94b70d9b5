import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import { sweepUnattachedUploads } from './upload-records.service.ts';

/** Often enough that an expired upload goes within a quarter of an hour; a sweep with nothing to do is one indexed query. */
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/** Sweeps unattached uploads periodically, on one app process at a time (lib/periodic-job.ts). */
export function scheduleUploadSweep(app: FastifyInstance, target: { db: Database; store: FileStore }): void {
  schedulePeriodicJob(app, {
    name: 'upload-sweep',
    everyMs: SWEEP_INTERVAL_MS,
    failed: 'sweeping unattached uploads failed',
    run: async () => {
      const count = await sweepUnattachedUploads(target.db, target.store);
      if (count > 0) app.log.info({ count }, 'deleted unattached uploads older than a day');
    },
  });
}
