import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { sweepUnattachedUploads } from './upload-records.service.ts';

/** Often enough that an expired upload goes within a quarter of an hour; a sweep with nothing to do is one indexed query. */
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Sweeps unattached uploads periodically for as long as the app runs. Every app process runs one; the
 * sweep's advisory lock lets only one of them work at a time.
 */
export function scheduleUploadSweep(app: FastifyInstance, target: { db: Database; store: FileStore }): void {
  const timer = setInterval(() => {
    sweepUnattachedUploads(target.db, target.store).then(
      (count) => {
        if (count > 0) app.log.info({ count }, 'deleted unattached uploads older than a day');
      },
      (error: unknown) => app.log.warn({ err: error }, 'sweeping unattached uploads failed'),
    );
  }, SWEEP_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
