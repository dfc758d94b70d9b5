import { describe, expect, it } from 'vitest';
import { reasonForPath, reasonText, returnPath, signInPath } from './sign-in-return.ts';

describe('sending a guest to sign in and back', () => {
  it('remembers the page and the reason in the address', () => {
    expect(signInPath('/orders/12?tab=x', 'orders')).toBe(
      '/auth?next=%2Forders%2F12%3Ftab%3Dx&reason=orders',
    );
  });

  it('returns only to paths on this site', () => {
    expect(returnPath('/checkout')).toBe('/checkout');
    expect(returnPath('/orders/12?x=1')).toBe('/orders/12?x=1');
    for (const elsewhere of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'orders',
    ]) {
      expect(returnPath(elsewhere)).toBe('/');
    }
  });

  it('shows only the reasons it knows', () => {
    expect(reasonText('checkout')).toBe('Sign in to check out');
    expect(reasonText('Your account is locked, call this number')).toBeNull();
    expect(reasonText('toString')).toBeNull();
    expect(reasonText(null)).toBeNull();
  });

  it('names the reason by the page that needs an account', () => {
    expect(reasonForPath('/cart')).toBe('cart');
    expect(reasonForPath('/checkout')).toBe('checkout');
    expect(reasonForPath('/orders/5')).toBe('orders');
    expect(reasonForPath('/seller-listings')).toBe('selling');
    expect(reasonForPath('/sell')).toBe('selling');
    expect(reasonForPath('/achievements')).toBe('page');
  });
});
