import type { Redis } from 'ioredis';

/**
 * A Redis connection for counters every app process shares (docs/decisions/060-more-than-one-process.md).
 * It gives up on a command after one retry instead of ioredis's twenty, so while Redis is away a request
 * waits about a second, not minutes; `onError` hears of the outage, which must not crash the process.
 */
export async function connectRedis(url: string, onError: (error: Error) => void): Promise<Redis> {
  // Loaded only when Redis is configured.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  redis.on('error', onError);
  return redis;
}
