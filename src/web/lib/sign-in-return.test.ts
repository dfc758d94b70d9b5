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
    expect(returnPath('/browse?q=hc%20verma&city=Pune#top')).toBe('/browse?q=hc%20verma&city=Pune#top');
    for (const elsewhere of [
      null,
      '',
      'https://evil.example',
      'HTTPS://evil.example/',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      '/\\evil.example',
      '\\/evil.example',
      'orders',
    ]) {
      expect(returnPath(elsewhere), String(elsewhere)).toBe('/');
    }
  });

  it('refuses a path carrying control characters or backslashes, which browsers read as another site', () => {
    // Browsers drop tab, CR and LF from an address, so "/\t/evil.example" becomes "//evil.example".
    for (const hostile of [
      '/\t/evil.example/',
      '/\r\n/evil.example',
      '/\n/evil.example',
      '/orders\u0000',
      '/orders\u007f',
      '/orders\u0085',
      '/orders\\..\\evil',
      '%0d%0a',
      '/%0d%0aSet-Cookie:x=1',
      '/%09/evil.example/',
      '/%2F/evil.example',
      '/%5Cevil.example',
      '/%E0%A4%A',
    ]) {
      expect(returnPath(hostile), JSON.stringify(hostile)).toBe('/');
    }
    // The address bar's own form: what ?next=%2F%09%2Fevil.example%2F reads as.
    expect(returnPath(new URLSearchParams('next=%2F%09%2Fevil.example%2F').get('next'))).toBe('/');
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
