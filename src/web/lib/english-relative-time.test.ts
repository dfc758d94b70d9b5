import { describe, expect, it } from 'vitest';
import { englishRelativeTime, type RelativeTimeUnit } from './english-relative-time.ts';

const UNITS: RelativeTimeUnit[] = ['year', 'month', 'week', 'day', 'hour', 'minute'];

describe('englishRelativeTime', () => {
  it('says what Intl.RelativeTimeFormat says in English, for every unit and whole number but 0', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const values = [-1, 1, -2, 2, -59, -999, -1000, 1234, -123_456];
    for (let index = 0; index < 200; index++)
      values.push(Math.round((Math.random() - 0.5) * 10 ** (index % 7)) || 1);
    for (const unit of UNITS) {
      for (const value of values) expect(englishRelativeTime(value, unit)).toBe(intl.format(value, unit));
    }
  });
});
