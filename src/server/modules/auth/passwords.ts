import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/** scrypt with a per-password salt, stored as "scrypt$N$r$p$salt$hash" so parameters can change later. */

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** scrypt's work factors: N is the CPU and memory cost (2^15 with r = 8 takes 32 MiB and ~70 ms a hash). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

const COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

/**
 * Hashes a password for storage. The app always uses the default cost; only test factories pass a cheaper one,
 * for accounts that exist to be signed in to (verifyPassword reads the cost from the stored hash).
 */
export async function hashPassword(password: string, cost: ScryptCost = COST): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, {
    ...cost,
    maxmem: MAX_MEMORY,
  });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, saltText, hashText] = stored.split('$');
  if (algorithm !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const actual = await scryptAsync(
    password.normalize('NFKC'),
    Buffer.from(saltText, 'base64'),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: MAX_MEMORY,
    },
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
