import { describe, expect, it } from 'vitest';
import { maskedAddress } from './masked-address.ts';

describe('maskedAddress', () => {
  it('keeps the first two letters of the name and the whole domain', () => {
    expect(maskedAddress('priya@coep.ac.in')).toBe('pr***@coep.ac.in');
    expect(maskedAddress('rohan.mehta+books@gmail.com')).toBe('ro***@gmail.com');
  });

  it('never shows a short name whole', () => {
    expect(maskedAddress('ab@iitb.ac.in')).toBe('a***@iitb.ac.in');
    expect(maskedAddress('a@iitb.ac.in')).toBe('a***@iitb.ac.in');
  });

  it('hides text that is not an address entirely', () => {
    expect(maskedAddress('not an address')).toBe('***');
  });
});
