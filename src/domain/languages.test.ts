import { describe, expect, it } from 'vitest';
import {
  browserLanguagesOf,
  chooseLanguage,
  firstKnownLanguage,
  languageOfTag,
  negotiateLanguage,
} from './languages.ts';

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

describe('browserLanguagesOf', () => {
  it('weighs the languages by q, keeping the header order between equals', () => {
    expect(browserLanguagesOf('en;q=0.4, hi;q=0.8')).toEqual(['hi', 'en']);
    expect(browserLanguagesOf('ta, en-GB, hi')).toEqual(['ta', 'en-GB', 'hi']);
    expect(browserLanguagesOf('hi;q=0, en;q=0.1')).toEqual(['en']);
    expect(browserLanguagesOf('')).toEqual([]);
  });

  it('with firstKnownLanguage, finds the first of ours', () => {
    expect(firstKnownLanguage(browserLanguagesOf('ta, en-GB, hi'))).toBe('en');
    expect(firstKnownLanguage(browserLanguagesOf('*'))).toBeUndefined();
  });
});

describe('chooseLanguage', () => {
  it('answers a page from navigator.languages as the server answers the same browser from Accept-Language', () => {
    const browsers: [string, string[]][] = [
      ['hi-IN', ['hi-IN']],
      ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', ['hi-IN', 'hi', 'en-US', 'en']],
      ['mr-IN,hi;q=0.9,en;q=0.8', ['mr-IN', 'hi', 'en']],
      ['en-GB,hi;q=0.5', ['en-GB', 'hi']],
      ['ta-IN', ['ta-IN']],
    ];
    for (const [acceptLanguage, navigatorLanguages] of browsers) {
      for (const cookie of [undefined, 'en', 'hi']) {
        expect(chooseLanguage({ cookie, browserLanguages: navigatorLanguages })).toBe(
          negotiateLanguage({ cookie, acceptLanguage }),
        );
      }
    }
  });

  it('takes the cookie, else the first of our languages the browser lists, else English', () => {
    expect(chooseLanguage({ cookie: 'en', browserLanguages: ['hi-IN'] })).toBe('en');
    expect(chooseLanguage({ cookie: undefined, browserLanguages: ['mr-IN', 'hi'] })).toBe('hi');
    expect(chooseLanguage({ cookie: 'xx', browserLanguages: [] })).toBe('en');
  });
});

describe('languageOfTag', () => {
  it('reads the primary subtag', () => {
    expect(languageOfTag('hi-IN')).toBe('hi');
    expect(languageOfTag('EN-in')).toBe('en');
    expect(languageOfTag('mr-IN')).toBeUndefined();
  });
});
