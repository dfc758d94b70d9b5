import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { schedulePeriodicJob } from './periodic-job.ts';

// The scheduler alone: a database without a server pool runs every job at once (which process runs it is
// db/job-lock.test.ts's concern).
const oneProcessDatabase = {} as Database;

afterEach(() => {
  vi.useRealTimers();
});

async function appWithJob(run: () => Promise<void>) {
  const warnings: string[] = [];
  const app = Fastify({ logger: false });
  app.decorate('db', oneProcessDatabase);
  vi.spyOn(app.log, 'warn').mockImplementation((_details: unknown, message?: string) => {
    warnings.push(String(message));
  });
  schedulePeriodicJob(app, { name: 'test-tick', everyMs: 1000, failed: 'the test job failed', run });
  await app.ready();
  return { app, warnings };
}

describe('a periodic job', () => {
  it('is not started again while its last run is still going', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let finish = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { app } = await appWithJob(run);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await app.close();
  });

  it('logs a failed run and runs again when next due', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const run = vi.fn(async () => {
      throw new Error('SMTP server unreachable');
    });
    const { app, warnings } = await appWithJob(run);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(warnings).toEqual(['the test job failed', 'the test job failed']);
    await app.close();
  });

  it('stops when the app closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const run = vi.fn(async () => {});
    const { app } = await appWithJob(run);
    await app.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
  });
});
