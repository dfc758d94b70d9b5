import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkQueue, WorkQueueBusyError } from './work-queue.ts';

/** A job that runs until the test lets it finish. */
function heldJob() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let started = false;
  return {
    job: async () => {
      started = true;
      await done;
      return 'done';
    },
    finish,
    get started() {
      return started;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a work queue', () => {
  it('runs no more jobs at once than its concurrency, starting waiting ones in arrival order', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaitMs: 10_000, maxWaiting: 5 });
    const [first, second, third] = [heldJob(), heldJob(), heldJob()];
    const results = [queue.run(first.job), queue.run(second.job), queue.run(third.job)];
    await vi.advanceTimersByTimeAsync(0);
    expect([first.started, second.started, third.started]).toEqual([true, false, false]);
    expect([queue.running, queue.waiting]).toEqual([1, 2]);

    first.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect([second.started, third.started]).toEqual([true, false]);
    second.finish();
    third.finish();
    expect(await Promise.all(results)).toEqual(['done', 'done', 'done']);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses a job that could not start within the longest wait, and still runs the ones behind it', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaitMs: 1_000, maxWaiting: 5 });
    const [running, late] = [heldJob(), heldJob()];
    const runningResult = queue.run(running.job);
    const lateResult = queue.run(late.job);
    const refused = expect(lateResult).rejects.toBeInstanceOf(WorkQueueBusyError);
    await vi.advanceTimersByTimeAsync(1_001);
    await refused;
    expect(late.started).toBe(false);
    expect(queue.waiting).toBe(0);

    const next = heldJob();
    const nextResult = queue.run(next.job);
    running.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(next.started).toBe(true);
    next.finish();
    expect(await Promise.all([runningResult, nextResult])).toEqual(['done', 'done']);
  });

  it('refuses a job at once when as many as it allows are already waiting', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaitMs: 10_000, maxWaiting: 1 });
    const [running, waiting] = [heldJob(), heldJob()];
    const results = [queue.run(running.job), queue.run(waiting.job)];
    await expect(queue.run(heldJob().job)).rejects.toBeInstanceOf(WorkQueueBusyError);
    running.finish();
    waiting.finish();
    expect(await Promise.all(results)).toEqual(['done', 'done']);
  });

  it('frees the slot of a job that fails', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaitMs: 10_000, maxWaiting: 1 });
    await expect(queue.run(() => Promise.reject(new Error('corrupt image')))).rejects.toThrow(
      'corrupt image',
    );
    expect(queue.running).toBe(0);
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
