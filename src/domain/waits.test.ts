import { describe, expect, it } from 'vitest';
import { apiErrorText, describeApiError } from './api-errors.ts';
import { englishWait, waitUnitOf } from './waits.ts';

describe('a wait in words', () => {
  it('is said in the largest unit it fills', () => {
    expect(englishWait(3600)).toBe('1 hour');
    expect(englishWait(3540)).toBe('59 minutes');
    expect(englishWait(30)).toBe('30 seconds');
    expect(englishWait(1)).toBe('1 second');
    expect(englishWait(2 * 86_400)).toBe('2 days');
  });

  it('is said in the unit its rounded wait fills, never "60 minutes" or "60 seconds"', () => {
    expect(englishWait(3599)).toBe('1 hour');
    expect(englishWait(59.6)).toBe('1 minute');
    expect(waitUnitOf(3599)).toEqual({ unit: 'hour', count: 1 });
  });

  it('reads back from a refusal as the same words, for every wait up to a day', () => {
    for (let seconds = 1; seconds <= 86_400; seconds += 7) {
      const message = `You have written too many reviews in the last hour. Please try again in ${englishWait(seconds)}.`;
      const { code, params } = describeApiError(message, 'request.rejected');
      expect(apiErrorText(code, params)).toBe(message);
    }
  });
});
