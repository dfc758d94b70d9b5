import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { buildTestApp, openTestDatabase, type TestApp } from '../test/build-test-app.ts';
import { freePort, type RedisServer, startRedisServer } from '../test/redis-server.ts';

// Two app processes behind one load balancer, as two apps on one database (decision 060).
let redisServer: RedisServer;
let database: DatabaseHandle;

beforeAll(async () => {
  [redisServer, database] = await Promise.all([startRedisServer(), openTestDatabase()]);
});
afterAll(async () => {
  await database?.close();
  await redisServer?.stop();
});

const wrongSignIn = (t: TestApp) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'nobody', password: 'wrong one' } });

async function twoApps(env: Record<string, string>): Promise<[TestApp, TestApp]> {
  return [await buildTestApp(env, database), await buildTestApp(env, database)];
}

describe('the sign-in limit across app processes', () => {
  it('with REDIS_URL, counts attempts made on either process against one limit', async () => {
    const [first, second] = await twoApps({ AUTH_RATE_LIMIT: '3', REDIS_URL: redisServer.url });
    try {
      expect((await wrongSignIn(first)).statusCode).toBe(401);
      expect((await wrongSignIn(second)).statusCode).toBe(401);
      expect((await wrongSignIn(first)).statusCode).toBe(401);
      const blocked = await wrongSignIn(second);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        message: 'Too many attempts. Please wait a minute and try again.',
      });
      expect((await wrongSignIn(first)).statusCode).toBe(429);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('without REDIS_URL, counts in each process on its own', async () => {
    const [first, second] = await twoApps({ AUTH_RATE_LIMIT: '2' });
    try {
      for (const app of [first, first, second, second]) expect((await wrongSignIn(app)).statusCode).toBe(401);
      expect((await wrongSignIn(first)).statusCode).toBe(429);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('while Redis is unreachable, lets sign-in through unlimited rather than failing it', async () => {
    const nobodyListens = `redis://127.0.0.1:${await freePort()}`;
    const t = await buildTestApp({ AUTH_RATE_LIMIT: '1', REDIS_URL: nobodyListens }, database);
    try {
      for (let attempt = 0; attempt < 3; attempt++) expect((await wrongSignIn(t)).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
