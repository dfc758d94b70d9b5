import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { connectRedis } from '../lib/redis.ts';
import { signInFailures } from '../modules/auth/auth.tables.ts';
import { signInKey } from '../modules/auth/sign-in-failures.ts';
import { buildTestApp, openTestDatabase, type TestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
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

describe('the per-account limit on failed sign-ins across app processes', () => {
  const signIn = (t: TestApp, username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

  it('with REDIS_URL, counts failures made on either process against one limit', async () => {
    const [first, second] = await twoApps({ LOGIN_FAILURE_LIMIT: '3', REDIS_URL: redisServer.url });
    try {
      const user = await createUser(database.db);
      expect((await signIn(first, user.username, 'wrong one')).statusCode).toBe(401);
      expect((await signIn(second, user.email, 'wrong two')).statusCode).toBe(401);
      expect((await signIn(first, user.username, 'wrong three')).statusCode).toBe(401);
      const blocked = await signIn(second, user.username, user.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'auth.too_many_failed_sign_ins' });
      expect((await signIn(first, user.username, user.password)).statusCode).toBe(429);
      // Counted in Redis, not in the database both apps also share.
      const key = signInKey({ userId: user.id });
      const redis = await connectRedis(redisServer.url, () => {});
      try {
        expect(Number(await redis.get(`passiton-sign-in-failures:${key}`))).toBe(5);
      } finally {
        redis.disconnect();
      }
      const rows = await database.db.select().from(signInFailures).where(eq(signInFailures.accountKey, key));
      expect(rows).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('while Redis is unreachable, counts failures in the database rather than letting guesses through', async () => {
    const nobodyListens = `redis://127.0.0.1:${await freePort()}`;
    const t = await buildTestApp({ LOGIN_FAILURE_LIMIT: '2', REDIS_URL: nobodyListens }, database);
    try {
      const user = await createUser(database.db);
      for (const guess of ['wrong one', 'wrong two']) {
        expect((await signIn(t, user.username, guess)).statusCode).toBe(401);
      }
      expect((await signIn(t, user.username, user.password)).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
