import { describe, expect, it } from 'vitest';
import { boundedCache } from './bounded-cache.ts';
import { memoryReport } from './memory-report.ts';

describe('the memory report', () => {
  it("gives the process's memory in MB and what each named cache holds", () => {
    const cache = boundedCache<string, string>({
      name: 'test: reported',
      maxBytes: 1000,
      bytesOf: (v) => v.length,
    });
    cache.set('a', 'x'.repeat(100));
    const report = memoryReport();
    expect(report.rssMb).toBeGreaterThan(report.heapUsedMb);
    expect(report.heapUsedMb).toBeGreaterThan(0);
    // The tests run without scripts/with-jemalloc.sh.
    expect(report.allocator).toBe('system');
    expect(report.caches).toContainEqual({ name: 'test: reported', entries: 1, bytes: 100, maxBytes: 1000 });
  });
});
