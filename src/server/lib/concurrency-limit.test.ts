import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrency-limit.ts';

describe('a concurrency limit', () => {
  it('gives out at most its number of slots and refuses the next one at once', () => {
    const limit = new ConcurrencyLimit(2);
    const first = limit.tryAcquire();
    const second = limit.tryAcquire();

    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    expect(limit.tryAcquire()).toBeUndefined();
    expect(limit.active).toBe(2);
  });

  it('takes a slot back when it is released, and only once however often release is called', () => {
    const limit = new ConcurrencyLimit(2);
    const first = limit.tryAcquire();
    limit.tryAcquire();

    first?.();
    first?.();

    expect(limit.active).toBe(1);
    expect(limit.tryAcquire()).toBeTypeOf('function');
    expect(limit.tryAcquire()).toBeUndefined();
  });

  it('keeps three overlapping tasks to two: the third is refused while the first two run', async () => {
    const limit = new ConcurrencyLimit(2);
    const outcomes: string[] = [];
    const task = async (name: string) => {
      const release = limit.tryAcquire();
      if (!release) {
        outcomes.push(`${name} refused`);
        return;
      }
      try {
        await new Promise((resolve) => setTimeout(resolve, 20));
        outcomes.push(`${name} ran`);
      } finally {
        release();
      }
    };

    await Promise.all([task('one'), task('two'), task('three')]);
    await task('four');

    expect(outcomes).toEqual(['three refused', 'one ran', 'two ran', 'four ran']);
    expect(limit.active).toBe(0);
  });

  it('refuses a limit that is not a positive whole number', () => {
    expect(() => new ConcurrencyLimit(0)).toThrow();
    expect(() => new ConcurrencyLimit(1.5)).toThrow();
  });
});
