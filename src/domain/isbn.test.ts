import { describe, expect, it } from 'vitest';
import { isIsbn, normaliseIsbn } from './isbn.ts';

describe('an ISBN as a student writes it', () => {
  it('keeps an ISBN-13 with or without hyphens and spaces as its 13 digits', () => {
    expect(normaliseIsbn('978-93-5253-145-5')).toBe('9789352531455');
    expect(normaliseIsbn(' 978 0 13 468599 1 ')).toBe('9780134685991');
    expect(normaliseIsbn('9780134685991')).toBe('9780134685991');
  });

  it('turns an ISBN-10 into the ISBN-13 of the same book, an X check digit included', () => {
    expect(normaliseIsbn('0-13-468599-7')).toBe('9780134685991');
    expect(normaliseIsbn('0 8044 2957 X')).toBe('9780804429573');
    expect(normaliseIsbn('080442957x')).toBe('9780804429573');
  });

  it('refuses a wrong check digit, in either form', () => {
    expect(normaliseIsbn('978-93-5253-145-0')).toBeNull();
    expect(normaliseIsbn('0-13-468599-8')).toBeNull();
    expect(isIsbn('8120329141')).toBe(false);
    expect(isIsbn('8120329147')).toBe(true);
  });

  it('refuses what is not an ISBN at all', () => {
    for (const text of [
      '',
      '12345',
      '97893525314500',
      '979X352531450',
      'ISBN 9789352531450',
      '97893-52531-45a',
    ]) {
      expect(normaliseIsbn(text), text).toBeNull();
    }
    // A 13-digit barcode that is not a book's (not 978 or 979) is no ISBN, though its check digit is right.
    expect(normaliseIsbn('4006381333931')).toBeNull();
  });
});
