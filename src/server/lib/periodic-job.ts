import type { FastifyInstance } from 'fastify';
import { runAlone } from '../db/job-lock.ts';

/**
 * Runs a job every `everyMs` for as long as the app runs (an unref'd interval, cleared when the app closes).
 * Every app process schedules it; one of them at a time runs it (runAlone), and a run still going when the
 * next is due is not overlapped. A failure is logged with `failed` and the next run tries again.
 */
export function schedulePeriodicJob(
  app: FastifyInstance,
  job: { name: string; everyMs: number; failed: string; run: () => Promise<void> },
): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runAlone(app.db, job.name, job.run)
      .catch((error: unknown) => app.log.warn({ err: error }, job.failed))
      .finally(() => {
        running = false;
      });
  }, job.everyMs).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
