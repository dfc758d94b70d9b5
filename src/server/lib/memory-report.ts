import { readFileSync } from 'node:fs';
import { type CacheSize, cacheSizes } from './bounded-cache.ts';

export interface MemoryReport {
  rssMb: number;
  heapUsedMb: number;
  /** What V8 holds from the system for its heap, used or not: RSS counts it. */
  heapTotalMb: number;
  /** Buffers outside V8's heap: kept gzipped pages, social cards, sockets' buffers. */
  externalMb: number;
  caches: CacheSize[];
  /** `jemalloc` when `scripts/with-jemalloc.sh` started the process with it, else the system's malloc. */
  allocator: 'jemalloc' | 'system';
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The process's memory and what each cache holds (docs/decisions/105-caches-bounded-in-bytes.md). */
export function memoryReport(): MemoryReport {
  const usage = process.memoryUsage();
  return {
    rssMb: mb(usage.rss),
    heapUsedMb: mb(usage.heapUsed),
    heapTotalMb: mb(usage.heapTotal),
    externalMb: mb(usage.external),
    caches: cacheSizes(),
    allocator: allocator(),
  };
}

/** Which malloc the process runs with: a preloaded library shows among its mappings (Linux). */
function allocator(): MemoryReport['allocator'] {
  try {
    return readFileSync('/proc/self/maps', 'utf8').includes('/libjemalloc.') ? 'jemalloc' : 'system';
  } catch {
    return 'system';
  }
}

/** The line `kill -USR2 <pid>` makes the server write to stderr: the benchmark reads it, and so can an operator. */
export const MEMORY_REPORT_PREFIX = 'memory-report ';

export function writeMemoryReportOnSignal(): void {
  process.on('SIGUSR2', () => {
    process.stderr.write(`${MEMORY_REPORT_PREFIX}${JSON.stringify(memoryReport())}\n`);
  });
}
