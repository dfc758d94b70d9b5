import { LRUCache } from 'lru-cache';

/*
 * Every cache the server keeps is bounded in bytes, not entries, so that together they fit the memory budget
 * whatever their entries hold (docs/decisions/105-caches-bounded-in-bytes.md). Each is named, so the server can
 * say what each holds (`cacheSizes`), and expired entries are dropped on a timer, so an idle server gives their
 * memory back instead of holding them until they are next asked for.
 */

export interface BoundedCacheOptions<Key, Value> {
  /** Shown in `cacheSizes`; caches of one name (one per database in tests) are added up. */
  name: string;
  maxBytes: number;
  ttlMs?: number;
  /** The bytes an entry takes; by default `approximateBytes` of the value and key. */
  bytesOf?: (value: Value, key: Key) => number;
}

/** Roughly what a JSON-like value takes on V8's heap: twice its JSON text covers objects' and strings' headers. */
export function approximateBytes(value: unknown): number {
  if (typeof value === 'number') return 16;
  return 2 * (JSON.stringify(value)?.length ?? 0);
}

/**
 * `bytes` in memory of their own, for keeping (docs/decisions/107-rendering-cheap-and-leaving-nothing.md). A small
 * Buffer from zlib (`gzipSync`) or from Buffer's pool is a view of a 64 KB slab, and a view kept in a cache keeps
 * the whole slab alive: an 18 KB gzipped page held 64 KB, three and a half times what the cache counted.
 */
export function ownBuffer(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

/** How often expired entries are dropped from every cache. */
const PURGE_EVERY_MS = 30_000;

// Weak, so the caches of a closed database (tests open hundreds) can be collected.
const caches = new Map<string, { maxBytes: number; refs: Set<WeakRef<LRUCache<never, never>>> }>();
let purging: NodeJS.Timeout | undefined;

export function boundedCache<Key extends {}, Value extends {}>(
  options: BoundedCacheOptions<Key, Value>,
): LRUCache<Key, Value> {
  const bytesOf = options.bytesOf ?? ((value, key) => approximateBytes(value) + approximateBytes(key));
  const cache = new LRUCache<Key, Value>({
    maxSize: options.maxBytes,
    sizeCalculation: (value, key) => Math.max(1, Math.ceil(bytesOf(value, key))),
    ...(options.ttlMs ? { ttl: options.ttlMs } : {}),
  });
  const family = caches.get(options.name) ?? { maxBytes: options.maxBytes, refs: new Set() };
  family.refs.add(new WeakRef(cache as unknown as LRUCache<never, never>));
  caches.set(options.name, family);
  if (options.ttlMs && !purging) {
    purging = setInterval(dropExpiredEntries, PURGE_EVERY_MS);
    purging.unref();
  }
  return cache;
}

/** Drops the expired entries of every cache (the timer calls it every 30 s). */
export function dropExpiredEntries(): void {
  for (const cache of liveCaches()) cache.purgeStale();
}

function* liveCaches(family?: { refs: Set<WeakRef<LRUCache<never, never>>> }) {
  for (const { refs } of family ? [family] : caches.values()) {
    for (const ref of refs) {
      const cache = ref.deref();
      if (cache) yield cache;
      else refs.delete(ref);
    }
  }
}

export interface CacheSize {
  name: string;
  entries: number;
  bytes: number;
  maxBytes: number;
}

/** What each named cache holds now (all of a name's caches together), largest budget first. */
export function cacheSizes(): CacheSize[] {
  return [...caches.entries()]
    .map(([name, family]) => {
      let entries = 0;
      let bytes = 0;
      for (const cache of liveCaches(family)) {
        entries += cache.size;
        bytes += cache.calculatedSize;
      }
      return { name, entries, bytes, maxBytes: family.maxBytes };
    })
    .sort((a, b) => b.maxBytes - a.maxBytes || a.name.localeCompare(b.name));
}
