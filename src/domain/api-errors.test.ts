import { describe, expect, it } from 'vitest';
import {
  API_ERROR_FIELDS,
  API_ERRORS,
  type ApiErrorCode,
  apiErrorText,
  describeApiError,
  isApiErrorCode,
} from './api-errors.ts';

const FALLBACKS: readonly ApiErrorCode[] = [
  'validation.invalid',
  'request.rejected',
  'console.database_error',
];

/** A value for each named part of a code's text, distinct enough to be found again. */
function sampleParams(code: ApiErrorCode): Record<string, string> | undefined {
  const names = [...API_ERRORS[code].matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  return names.length > 0 ? Object.fromEntries(names.map((name) => [name, `‹${name}›`])) : undefined;
}

describe('the catalogue of API errors', () => {
  it('names every code as area.what, in lower case', () => {
    for (const code of Object.keys(API_ERRORS)) expect(code).toMatch(/^[a-z_]+\.[a-z0-9_]+$/);
  });

  it('fills the named parts of a text and leaves a text without any as it is', () => {
    expect(apiErrorText('cart.only_left', { stock: 2 })).toBe('Only 2 left in stock');
    expect(apiErrorText('order.price_changed', { title: 'Physics', price: '₹1,499.00' })).toBe(
      'The price of "Physics" is now ₹1,499.00. Please review your order.',
    );
    expect(apiErrorText('cart.sold_out')).toBe('This item is sold out');
  });

  it('knows its own codes only', () => {
    expect(isApiErrorCode('order.not_found')).toBe(true);
    expect(isApiErrorCode('order.nope')).toBe(false);
    expect(isApiErrorCode('toString')).toBe(false);
  });

  it('finds every sentence it can say back to its own code and parts, so no two codes read alike', () => {
    for (const code of Object.keys(API_ERRORS) as ApiErrorCode[]) {
      if (FALLBACKS.includes(code)) continue;
      const params = sampleParams(code);
      const found = describeApiError(apiErrorText(code, params), 'validation.invalid');
      // 'Enter a query to run' is both the console's own refusal and its contract's message: one text, one code.
      if (code === 'console.empty') continue;
      expect(found, code).toEqual(params ? { code, params } : { code });
    }
  });

  it("names a contract's validation message, filling a template with the field it names", () => {
    expect(describeApiError('Title is required', 'validation.invalid')).toEqual({
      code: 'validation.title_required',
    });
    expect(describeApiError('Order id must be a number', 'validation.invalid')).toEqual({
      code: 'validation.field_not_number',
      params: { field: 'order_id' },
    });
    expect(apiErrorText('validation.field_not_number', { field: 'order_id' })).toBe(
      'Order id must be a number',
    );
    expect(describeApiError('Must be at most 200 characters', 'validation.invalid')).toEqual({
      code: 'validation.at_most_characters',
      params: { max: '200' },
    });
  });

  it('sends the parts the reader’s language words as codes and numbers: a field by its code, a wait in seconds', () => {
    for (const [field, name] of Object.entries(API_ERROR_FIELDS)) {
      const sentence = `${name} is out of range`;
      expect(describeApiError(sentence, 'validation.invalid')).toEqual({
        code: 'validation.field_out_of_range',
        params: { field },
      });
      expect(apiErrorText('validation.field_out_of_range', { field })).toBe(sentence);
    }
    const tooMany = 'You have placed or cancelled too many orders in the last hour. Please try again in';
    for (const [wait, seconds] of [
      ['1 hour', 3600],
      ['59 minutes', 3540],
      ['1 minute', 60],
      ['30 seconds', 30],
      ['2 days', 172_800],
    ] as const) {
      expect(describeApiError(`${tooMany} ${wait}.`, 'request.rejected')).toEqual({
        code: 'request.too_many_orders',
        params: { after: seconds },
      });
      expect(apiErrorText('request.too_many_orders', { after: seconds })).toBe(`${tooMany} ${wait}.`);
    }
  });

  it("gives a sentence it does not know the fallback's code, with the sentence as its part", () => {
    const zodDefault = 'Invalid input: expected number, received string';
    expect(describeApiError(zodDefault, 'validation.invalid')).toEqual({
      code: 'validation.invalid',
      params: { detail: zodDefault },
    });
    expect(describeApiError('Unsupported Media Type', 'request.rejected')).toEqual({
      code: 'request.rejected',
      params: { detail: 'Unsupported Media Type' },
    });
  });
});
