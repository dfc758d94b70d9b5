import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('chai and samosa');
    expect(await verifyPassword('chai and samosa', hash)).toBe(true);
    expect(await verifyPassword('chai and samosas', hash)).toBe(false);
  });

  it('salts every hash, so equal passwords do not look equal', async () => {
    expect(await hashPassword('same password')).not.toEqual(await hashPassword('same password'));
  });

  it('never matches a malformed or foreign hash', async () => {
    expect(await verifyPassword('anything', '')).toBe(false);
    expect(await verifyPassword('anything', '$2b$10$bcrypthashfromelsewhere')).toBe(false);
  });

  it('treats the same text typed in different Unicode forms as the same password', async () => {
    const composed = 'caf\u00e9 pass';
    const decomposed = 'cafe\u0301 pass';
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });
});
