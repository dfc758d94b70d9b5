import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openTestDatabase } from '../test/build-test-app.ts';
import type { DatabaseHandle } from './client.ts';
import { runAlone } from './job-lock.ts';

// Two handles on one database stand for two app processes (docs/decisions/060-more-than-one-process.md).
const onPostgres = inject('testDatabase').driver === 'postgres';

let one: DatabaseHandle;
let other: DatabaseHandle;

beforeAll(async () => {
  [one, other] = await Promise.all([openTestDatabase(), openTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([one?.close(), other?.close()]);
});

/** A job that runs until the test lets it finish. */
function heldJob() {
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let started = () => {};
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  const work = vi.fn(async () => {
    started();
    await finished;
  });
  return { work, running, finish };
}

describe.runIf(onPostgres)('a periodic job on two app processes', () => {
  it('runs on one of them while the other, starting at the same time, leaves it', async () => {
    const first = heldJob();
    const firstRun = runAlone(one.db, 'test-job', first.work);
    await first.running;
    const second = vi.fn(async () => {});
    expect(await runAlone(other.db, 'test-job', second)).toBe(false);
    expect(second).not.toHaveBeenCalled();
    first.finish();
    expect(await firstRun).toBe(true);
    // Once the first run is over, either process may take the next.
    expect(await runAlone(other.db, 'test-job', second)).toBe(true);
    expect(second).toHaveBeenCalledOnce();
  });

  it('does not keep two different jobs from running at the same time', async () => {
    const mail = heldJob();
    const mailRun = runAlone(one.db, 'test-mail', mail.work);
    await mail.running;
    const sweep = vi.fn(async () => {});
    expect(await runAlone(other.db, 'test-sweep', sweep)).toBe(true);
    mail.finish();
    await mailRun;
  });

  it('lets the job go when a run fails, so the next run can take it', async () => {
    await expect(
      runAlone(one.db, 'test-failing', async () => {
        throw new Error('SMTP server unreachable');
      }),
    ).rejects.toThrow('SMTP server unreachable');
    expect(await runAlone(other.db, 'test-failing', async () => {})).toBe(true);
  });
});

describe.runIf(!onPostgres)('a periodic job on the embedded database', () => {
  it('simply runs: PGlite serves one process', async () => {
    const work = vi.fn(async () => {});
    expect(await runAlone(one.db, 'test-job', work)).toBe(true);
    expect(work).toHaveBeenCalledOnce();
  });
});
