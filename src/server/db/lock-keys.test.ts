import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_KEYS, LOCK_SPACES } from './lock-keys.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const INT32_MAX = 2 ** 31 - 1;

/** The server's source files, tests and the list itself left out. */
async function serverSources(): Promise<string[]> {
  const entries = await readdir(SERVER_DIR, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.(test|fuzz)\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => file !== path.join(SERVER_DIR, 'db', 'lock-keys.ts'));
}

describe('advisory lock keys', () => {
  it('gives every lock a key of its own in each of the two key spaces', () => {
    const single = Object.values(LOCK_KEYS);
    const spaces = Object.values(LOCK_SPACES);
    expect(new Set(single).size).toBe(single.length);
    expect(new Set(spaces).size).toBe(spaces.length);
  });

  it('fits each key in the argument PostgreSQL takes it as: bigint alone, int as the first of two', () => {
    for (const key of Object.values(LOCK_KEYS))
      expect(Number.isSafeInteger(key) && key > 0, String(key)).toBe(true);
    for (const key of Object.values(LOCK_SPACES))
      expect(Number.isInteger(key) && key > 0 && key <= INT32_MAX, String(key)).toBe(true);
  });

  it('keeps the numbers running deployments already lock with', () => {
    expect(LOCK_KEYS).toEqual({
      migrations: 0x4d4947,
      demoSeed: 7_240_516,
      consoleRoleSetup: 7_304_115_001,
      uploadSweep: 7_304_115_010,
      autoComplete: 7_304_115_030,
      refundJob: 7_304_115_041,
    });
    expect(LOCK_SPACES).toEqual({
      checkoutKey: 0x4b4559,
      cashOrders: 0x434f44,
      savedSearches: 0x534156,
      favourites: 0x464156,
      resetMails: 0x525354,
      reports: 0x524550,
      periodicJobs: 0x4a4f42,
      sellerFees: 0x464545,
      dealRatings: 0x524154,
      offers: 0x4f4652,
      wanted: 0x574e54,
    });
  });

  it('is the only place the server takes an advisory lock key from', async () => {
    const lockCall = /pg_(try_)?advisory_(xact_)?(un)?lock(_shared)?\s*\(/;
    const takers: string[] = [];
    for (const file of await serverSources()) {
      const source = await readFile(file, 'utf8');
      if (!lockCall.test(source)) continue;
      takers.push(path.relative(SERVER_DIR, file));
      expect(source, file).toMatch(/from '(\.\.?\/)+(db\/)?lock-keys\.ts'/);
      // A key written into the statement itself would bypass the list.
      expect(source, file).not.toMatch(/pg_(try_)?advisory_(xact_)?(un)?lock(_shared)?\s*\(\s*\d/);
    }
    // Migrations, seeding, the console, checkout, cash orders, jobs, sweep, auto-complete, refunds.
    expect(takers.length).toBeGreaterThanOrEqual(8);
  });
});
