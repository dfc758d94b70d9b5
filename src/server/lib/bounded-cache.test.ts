import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  approximateBytes,
  boundedCache,
  cacheSizes,
  dropExpiredEntries,
  ownBuffer,
} from './bounded-cache.ts';

const sizeOf = (name: string) => cacheSizes().find((cache) => cache.name === name);

describe('a cache bounded in bytes', () => {
  it('drops the least recently used entries once its entries take more than its bytes', () => {
    const cache = boundedCache<string, string>({
      name: 'test: bytes',
      maxBytes: 100,
      bytesOf: (v) => v.length,
    });
    cache.set('a', 'x'.repeat(40));
    cache.set('b', 'x'.repeat(40));
    cache.get('a');
    cache.set('c', 'x'.repeat(40));
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
    expect(cache.calculatedSize).toBe(80);
  });

  it('never keeps an entry larger than the whole cache', () => {
    const cache = boundedCache<string, string>({
      name: 'test: too large',
      maxBytes: 10,
      bytesOf: (v) => v.length,
    });
    cache.set('big', 'x'.repeat(11));
    expect(cache.has('big')).toBe(false);
  });

  it('counts an entry by twice its JSON text and its key by default', () => {
    const cache = boundedCache<string, { title: string }>({ name: 'test: default size', maxBytes: 1000 });
    cache.set('k', { title: 'Physics' });
    // {"title":"Physics"} is 19 characters, "k" 3.
    expect(cache.calculatedSize).toBe(2 * 19 + 2 * 3);
    expect(approximateBytes(42)).toBe(16);
  });

  it('reports what each named cache holds, adding up the caches of one name', () => {
    const first = boundedCache<string, string>({
      name: 'test: report',
      maxBytes: 500,
      bytesOf: (v) => v.length,
    });
    const second = boundedCache<string, string>({
      name: 'test: report',
      maxBytes: 500,
      bytesOf: (v) => v.length,
    });
    first.set('a', 'x'.repeat(30));
    second.set('b', 'x'.repeat(20));
    expect(sizeOf('test: report')).toEqual({ name: 'test: report', entries: 2, bytes: 50, maxBytes: 500 });
  });

  it('gives the memory of expired entries back when they are dropped, without their being asked for', async () => {
    const cache = boundedCache<string, string>({
      name: 'test: expiry',
      maxBytes: 500,
      ttlMs: 5,
      bytesOf: (v) => v.length,
    });
    cache.set('a', 'x'.repeat(30));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Expired, but lru-cache keeps it until it is asked for or pushed out.
    expect(sizeOf('test: expiry')?.bytes).toBe(30);
    dropExpiredEntries();
    expect(sizeOf('test: expiry')).toMatchObject({ entries: 0, bytes: 0 });
  });
});

describe('a buffer kept in a cache', () => {
  it('holds its own bytes, not the 64 KB slab a gzipped page is cut from (docs/decisions/107)', () => {
    const gzipped = gzipSync(`<html>${'<p>a listing</p>'.repeat(2_000)}</html>`);
    expect(gzipped.buffer.byteLength).toBeGreaterThan(4 * gzipped.byteLength);
    const kept = ownBuffer(gzipped);
    expect(kept.equals(gzipped)).toBe(true);
    expect(kept.buffer.byteLength).toBe(gzipped.byteLength);
    expect(ownBuffer(kept)).toBe(kept);
  });
});
