import { createHash } from 'node:crypto';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';
import { signInFailures } from './auth.tables.ts';

/*
 * Sign-in attempts per account, counted where every app process sees them: in Redis when REDIS_URL is set, else in
 * the database (docs/decisions/080-failed-sign-ins-and-common-passwords.md). An attempt is counted before its
 * password is checked, so parallel guesses cannot slip past the limit together; a sign-in that succeeds, and a
 * password reset, clear the account's count, which leaves only the failures counting. A window starts at the first
 * attempt and lasts `windowMs`.
 */

export interface SignInFailureCounter {
  /** Counts one attempt against each key and returns the highest count any of them now has in its window. */
  countAttempt(keys: readonly string[]): Promise<number>;
  /** Forgets the keys' attempts (the account signed in, or its password was reset). */
  clear(keys: readonly string[]): Promise<void>;
}

/** What a sign-in counts against: an account, or — for a name no account has — the name as it was typed. */
export type SignInSubject = { userId: number } | { unknownName: string };

/**
 * The key a subject is counted under: a SHA-256, so neither store keeps a username, an address or the password
 * someone typed into the wrong field. Names are compared without letter case and surrounding spaces, as sign-in
 * finds accounts.
 */
export function signInKey(subject: SignInSubject): string {
  const text =
    'userId' in subject ? `account:${subject.userId}` : `name:${subject.unknownName.trim().toLowerCase()}`;
  return createHash('sha256').update(text).digest('base64url');
}

/** The counter in the database: one row per key and window; rows of windows that have passed are deleted as new ones start. */
export function databaseSignInFailures(db: Database, windowMs: number): SignInFailureCounter {
  const windowInterval = sql`make_interval(secs => ${windowMs / 1000})`;
  return {
    async countAttempt(keys) {
      let highest = 0;
      for (const key of keys) {
        // One statement per key: a new window replaces a passed one in place, so two processes never both insert.
        const [row] = await db
          .insert(signInFailures)
          .values({ accountKey: key, failures: 1 })
          .onConflictDoUpdate({
            target: signInFailures.accountKey,
            set: {
              failures: sql`CASE WHEN ${signInFailures.windowStartedAt} > now() - ${windowInterval}
                THEN ${signInFailures.failures} + 1 ELSE 1 END`,
              windowStartedAt: sql`CASE WHEN ${signInFailures.windowStartedAt} > now() - ${windowInterval}
                THEN ${signInFailures.windowStartedAt} ELSE now() END`,
            },
          })
          .returning({ failures: signInFailures.failures });
        highest = Math.max(highest, row?.failures ?? 0);
      }
      await db
        .delete(signInFailures)
        .where(lt(signInFailures.windowStartedAt, sql`now() - ${windowInterval}`));
      return highest;
    },
    async clear(keys) {
      if (keys.length > 0)
        await db.delete(signInFailures).where(inArray(signInFailures.accountKey, [...keys]));
    },
  };
}

const REDIS_PREFIX = 'passiton-sign-in-failures:';

// One round trip for all keys: each starts its window (expiry) when it is created, then counts the attempt.
const COUNT_ATTEMPT = `
local highest = 0
for _, key in ipairs(KEYS) do
  redis.call('SET', key, 0, 'PX', ARGV[1], 'NX')
  local count = redis.call('INCR', key)
  if count > highest then highest = count end
end
return highest`;

/** A connection known to be down: asking it would make the sign-in wait for its retries. */
const isDown = (redis: Redis) => ['reconnecting', 'close', 'end'].includes(redis.status);

/**
 * The counter in Redis: a key per account that expires with its window. While Redis is unreachable the database
 * counts instead (`fallback`), so the limit never lapses; `onError` hears of the outage.
 */
export function redisSignInFailures(
  redis: Redis,
  windowMs: number,
  fallback: SignInFailureCounter,
  onError: (error: Error) => void,
): SignInFailureCounter {
  return {
    async countAttempt(keys) {
      if (isDown(redis)) return fallback.countAttempt(keys);
      try {
        const prefixed = keys.map((key) => REDIS_PREFIX + key);
        return Number(await redis.eval(COUNT_ATTEMPT, prefixed.length, ...prefixed, windowMs));
      } catch (error) {
        onError(error as Error);
        return fallback.countAttempt(keys);
      }
    },
    async clear(keys) {
      // Both, so a count the database kept during an outage does not outlive it.
      await fallback.clear(keys);
      if (keys.length === 0 || isDown(redis)) return;
      try {
        await redis.del(...keys.map((key) => REDIS_PREFIX + key));
      } catch (error) {
        onError(error as Error);
      }
    },
  };
}

/** The per-account limit on sign-ins: how many may fail in a window, and where they are counted. */
export interface SignInLimit {
  counter: SignInFailureCounter;
  maxFailures: number;
  windowMinutes: number;
}

/** The limit as configured: counted in Redis when there is one (the database standing in while it is away), else in the database. */
export function signInLimit(options: {
  db: Database;
  redis?: Redis;
  maxFailures: number;
  windowMinutes: number;
  onRedisError: (error: Error) => void;
}): SignInLimit {
  const windowMs = options.windowMinutes * 60 * 1000;
  const inDatabase = databaseSignInFailures(options.db, windowMs);
  return {
    counter: options.redis
      ? redisSignInFailures(options.redis, windowMs, inDatabase, options.onRedisError)
      : inDatabase,
    maxFailures: options.maxFailures,
    windowMinutes: options.windowMinutes,
  };
}
