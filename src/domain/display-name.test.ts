import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.ts';

describe('display names', () => {
  it('prefer the full name, trimmed', () => {
    expect(displayName({ fullName: '  Asha Rao ', username: 'asha' })).toBe('Asha Rao');
  });

  it('fall back to the username when the full name is missing or blank', () => {
    expect(displayName({ fullName: null, username: 'asha' })).toBe('asha');
    expect(displayName({ fullName: '   ', username: 'asha' })).toBe('asha');
    expect(displayName({ username: 'asha' })).toBe('asha');
  });

  it('are Anonymous, or the fallback given, without a person', () => {
    expect(displayName(undefined)).toBe('Anonymous');
    expect(displayName(null)).toBe('Anonymous');
    expect(displayName({ fullName: '', username: '' })).toBe('Anonymous');
    expect(displayName(undefined, 'User #12')).toBe('User #12');
    expect(displayName({ fullName: null, username: 'ravi' }, 'User #12')).toBe('ravi');
  });
});
