import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './common-passwords.ts';

describe('the common passwords', () => {
  it('hold at least the 10,000 most common passwords', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
  });

  it.each(['123456', 'password', 'qwerty123', 'iloveyou', 'PassWord', 'QWERTY'])(
    'know %s, in any letter case',
    (p) => {
      expect(isCommonPassword(p)).toBe(true);
    },
  );

  it('do not hold a password nobody else chose', () => {
    expect(isCommonPassword('tram-lantern-47-okra')).toBe(false);
  });
});
