import { describe, expect, it } from 'vitest';
import type { Language } from '../../domain/languages.ts';
import { writeDate, writeDateTime } from './written-dates.ts';

// What lib/format.ts asked Intl for before the dates were written by hand (docs/decisions/122).
const INTL_LOCALES: Record<Language, [locale: string, month: 'short' | 'long']> = {
  en: ['en-US', 'short'],
  hi: ['hi-IN', 'long'],
};

function intlFormatter(language: Language, withTime: boolean): Intl.DateTimeFormat {
  const [locale, month] = INTL_LOCALES[language];
  const time = withTime ? ({ hour: 'numeric', minute: '2-digit' } as const) : {};
  return new Intl.DateTimeFormat(locale, { month, day: 'numeric', year: 'numeric', ...time });
}

/** Every month, every hour (midnight and noon included), and random moments across fifty years. */
function sampleDates(): Date[] {
  const dates: Date[] = [];
  for (let month = 0; month < 12; month++) dates.push(new Date(2024, month, month + 1));
  for (let hour = 0; hour < 24; hour++) dates.push(new Date(2025, 0, 18, hour, hour * 2));
  for (let index = 0; index < 300; index++)
    dates.push(new Date(Date.UTC(2000, 0, 1) + Math.random() * 50 * 3.15e10));
  return dates;
}

describe('writeDate and writeDateTime', () => {
  for (const language of ['en', 'hi'] as const) {
    it(`write what Intl.DateTimeFormat writes in ${language}`, () => {
      const date = intlFormatter(language, false);
      const dateTime = intlFormatter(language, true);
      for (const moment of sampleDates()) {
        expect(writeDate(moment, language)).toBe(date.format(moment));
        expect(writeDateTime(moment, language)).toBe(dateTime.format(moment));
        expect(writeDate(moment.toISOString(), language)).toBe(date.format(moment));
      }
    });
  }

  it('refuses an invalid date, as Intl does, rather than writing NaN', () => {
    expect(() => writeDate('not a date', 'en')).toThrow(RangeError);
    expect(() => writeDateTime('not a date', 'hi')).toThrow(RangeError);
  });
});
