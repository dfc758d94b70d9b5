import { describe, expect, it } from 'vitest';
import { indianMobileNumber } from './phone.ts';

describe('an Indian mobile number', () => {
  it.each([
    '9876543210',
    '+91 98765 43210',
    '+919876543210',
    '91 98765 43210',
    '098765 43210',
    '98765-43210',
    '0091 98765 43210',
    '  98765 43210  ',
  ])('"%s" is kept as its 10 digits', (written) => {
    expect(indianMobileNumber(written)).toBe('9876543210');
  });

  it.each([
    ['a landline-like number not starting with 6-9', '5123456789'],
    ['9 digits', '987654321'],
    ['11 digits without a trunk zero', '98765432101'],
    ['another country code', '+44 7911 123456'],
    ['letters', '98765 4321O'],
    ['nothing', ''],
  ])('%s is not one', (_case, written) => {
    expect(indianMobileNumber(written)).toBeNull();
  });
});
