import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_RETRY_DELAY_MS, loadCode } from './load-code.ts';

describe('loadCode', () => {
  afterEach(() => vi.useRealTimers());

  it('asks once more, a moment later, when the first fetch fails', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('the part');

    const loaded = loadCode(load);
    await vi.advanceTimersByTimeAsync(CODE_RETRY_DELAY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);

    await expect(loaded).resolves.toBe('the part');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks once only when the code arrives', async () => {
    const load = vi.fn(async () => 'the part');
    await expect(loadCode(load)).resolves.toBe('the part');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives the second failure to the caller', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });

    const loaded = expect(loadCode(load)).rejects.toThrow('Failed to fetch dynamically imported module');
    await vi.advanceTimersByTimeAsync(CODE_RETRY_DELAY_MS);
    await loaded;
    expect(load).toHaveBeenCalledTimes(2);
  });
});
