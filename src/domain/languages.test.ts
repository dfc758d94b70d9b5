import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, languageOfTag, negotiateLanguage } from './languages.ts';

describe('negotiateLanguage', () => {
  it('takes the remembered choice over what the browser asks for', () => {
    expect(negotiateLanguage({ cookie: 'hi', acceptLanguage: 'en-IN,en;q=0.9' })).toBe('hi');
    expect(negotiateLanguage({ cookie: 'en', acceptLanguage: 'hi-IN,hi;q=0.9' })).toBe('en');
  });

  it('follows Accept-Language on a first visit, or when the cookie holds something else', () => {
    expect(negotiateLanguage({ cookie: undefined, acceptLanguage: 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe('hi');
    expect(negotiateLanguage({ cookie: 'fr', acceptLanguage: 'hi' })).toBe('hi');
  });

  it('answers in English when neither says anything it knows', () => {
    expect(negotiateLanguage({ cookie: undefined, acceptLanguage: undefined })).toBe('en');
    expect(negotiateLanguage({ cookie: undefined, acceptLanguage: 'ta-IN,fr;q=0.5' })).toBe('en');
  });
});

describe('languageFromAcceptLanguage', () => {
  it('weighs the languages by q, keeping the header order between equals', () => {
    expect(languageFromAcceptLanguage('en;q=0.4, hi;q=0.8')).toBe('hi');
    expect(languageFromAcceptLanguage('ta, en-GB, hi')).toBe('en');
    expect(languageFromAcceptLanguage('hi;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('*')).toBeUndefined();
  });
});

describe('languageOfTag', () => {
  it('reads the primary subtag', () => {
    expect(languageOfTag('hi-IN')).toBe('hi');
    expect(languageOfTag('EN-in')).toBe('en');
    expect(languageOfTag('mr-IN')).toBeUndefined();
  });
});
