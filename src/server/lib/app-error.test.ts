import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../domain/api-errors.ts';
import { ANSWER_TOO_LARGE_MESSAGE, CONSOLE_BUSY_MESSAGE } from '../modules/admin/sql-console.ts';
import { AppError, badRequest, conflict, notFound, unauthorized, validationError } from './app-error.ts';

describe('an expected failure', () => {
  it("is built from a catalogue code only, and says the code's English text with its parts filled in", () => {
    expect(notFound('order.not_found').toBody()).toEqual({
      message: 'Order not found',
      code: 'order.not_found',
    });
    expect(badRequest('cart.only_left', { stock: 2 }).toBody()).toEqual({
      message: 'Only 2 left in stock',
      code: 'cart.only_left',
      params: { stock: 2 },
    });
    expect(unauthorized().toBody()).toEqual({ message: 'Not authenticated', code: 'auth.not_authenticated' });
    expect(new AppError(429, 'upload.images_busy').status).toBe(429);
  });

  it('cannot be built from a free sentence, a code the catalogue lacks, or without the parts its text names', () => {
    // @ts-expect-error a sentence is not a code: the catalogue is the only source of a message
    expect(() => badRequest('Something went wrong')).toThrow();
    // @ts-expect-error Only {stock} left in stock needs its stock
    badRequest('cart.only_left');
    // @ts-expect-error no part to give
    badRequest('cart.sold_out', { stock: 2 });
  });

  it('says what a failed checkout undid after its reason, each sentence by its code', () => {
    const failure = conflict('order.total_changed', { total: '₹1,575.00' }).withNotes([
      { code: 'checkout.payment_refunded', params: { amount: '₹1,500.00' } },
    ]);
    expect(failure.status).toBe(409);
    expect(failure.toBody()).toEqual({
      message:
        'The order total is now ₹1,575.00. Please review your order. Your payment of ₹1,500.00 has been refunded.',
      code: 'order.total_changed',
      params: { total: '₹1,575.00' },
      notes: [{ code: 'checkout.payment_refunded', params: { amount: '₹1,500.00' } }],
    });
  });

  it("gives a contract's validation message the catalogue's code for it, or the fallback with the sentence", () => {
    expect(validationError('Title is required').toBody()).toEqual({
      message: 'Title is required',
      code: 'validation.title_required',
    });
    expect(validationError('Invalid user details').toBody()).toEqual({
      message: 'Invalid user details',
      code: 'validation.invalid',
      params: { detail: 'Invalid user details' },
    });
  });

  it("keeps the console's limits and the catalogue's words for them in step", () => {
    expect(API_ERRORS['console.busy']).toBe(CONSOLE_BUSY_MESSAGE);
    expect(API_ERRORS['console.answer_too_large']).toBe(ANSWER_TOO_LARGE_MESSAGE);
  });
});
