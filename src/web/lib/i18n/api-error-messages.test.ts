import { describe, expect, it } from 'vitest';
import {
  API_ERROR_FIELDS,
  API_ERRORS,
  type ApiErrorCode,
  apiErrorText,
  describeApiError,
} from '../../../domain/api-errors.ts';
import { ApiError, errorMessage } from '../api-client.ts';
import { API_ERROR_MESSAGES } from './api-error-messages.ts';
import { setTabTranslator, translateFieldMessage } from './api-error-text.ts';
import { createI18n, englishI18n, loadMessages } from './i18n.ts';

/** An API refusal as the web app receives it. */
function refusal(status: number, body: object): ApiError {
  return new ApiError(status, 'Error', JSON.stringify(body));
}

async function hindi() {
  return createI18n('hi', await loadMessages('hi'));
}

describe("the API's refusals in the reader's language", () => {
  it("say in English exactly the catalogue's text for every code", () => {
    expect(Object.keys(API_ERROR_MESSAGES).sort()).toEqual(Object.keys(API_ERRORS).sort());
    for (const [code, descriptor] of Object.entries(API_ERROR_MESSAGES)) {
      expect(descriptor.message, code).toBe(API_ERRORS[code as ApiErrorCode]);
    }
  });

  it('have a Hindi translation for every code', async () => {
    const messages = await loadMessages('hi');
    const untranslated = Object.entries(API_ERROR_MESSAGES)
      .filter(([, descriptor]) => !messages[descriptor.id])
      .map(([code]) => code);
    expect(untranslated).toEqual([]);
  });

  it('show a refusal in Hindi by its code, with its named parts', async () => {
    const i18n = await hindi();
    const soldOut = refusal(400, {
      message: 'Only 2 left in stock',
      code: 'cart.only_left',
      params: { stock: 2 },
    });
    expect(errorMessage(soldOut, i18n)).toBe('स्टॉक में सिर्फ़ 2 बचे हैं');
    const wrong = refusal(401, { message: 'Invalid username or password', code: 'auth.invalid_credentials' });
    expect(errorMessage(wrong, i18n)).toBe('यूज़रनेम या पासवर्ड ग़लत है');
  });

  it('word the field and the wait the server fills in, so a Hindi sentence has no English word in it', async () => {
    const i18n = await hindi();
    const sentences = [
      ...Object.values(API_ERROR_FIELDS).map((name) => `${name} must be a number`),
      'Order id is out of range',
      'You have placed or cancelled too many orders in the last hour. Please try again in 1 hour.',
      'You have sent too many messages in the last minute. Please try again in 45 seconds.',
      'You have written too many reviews in the last hour. Please try again in 59 minutes.',
    ];
    for (const message of sentences) {
      // As the server answers it (http/error-handler.ts): the sentence, its code and its parts.
      const body = { message, ...describeApiError(message, 'validation.invalid') };
      expect(apiErrorText(body.code, body.params), message).toBe(message);
      const shown = errorMessage(refusal(400, body), i18n);
      expect(shown, message).not.toMatch(/[A-Za-z]/);
    }
    const wait = describeApiError(
      'You have placed or cancelled too many orders in the last hour. Please try again in 1 hour.',
      'request.rejected',
    );
    expect(errorMessage(refusal(429, { message: '', ...wait }), i18n)).toContain('1 घंटा');
  });

  it('say what a failed checkout undid after the reason, each sentence in Hindi', async () => {
    const undone = refusal(409, {
      message:
        'The order total is now ₹1,575.00. Please review your order. Your payment of ₹1,500.00 has been refunded.',
      code: 'order.total_changed',
      params: { total: '₹1,575.00' },
      notes: [{ code: 'checkout.payment_refunded', params: { amount: '₹1,500.00' } }],
    });
    expect(errorMessage(undone, await hindi())).toBe(
      'ऑर्डर का कुल अब ₹1,575.00 है। कृपया अपना ऑर्डर फिर से देख लें। आपका ₹1,500.00 का पेमेंट रिफ़ंड कर दिया गया है।',
    );
  });

  it("show the server's own message in English, for a code this app does not know, and for a server error", async () => {
    const known = refusal(404, { message: 'Order not found', code: 'order.not_found' });
    expect(errorMessage(known, englishI18n())).toBe('Order not found');
    const i18n = await hindi();
    const newer = refusal(400, { message: 'Something new went wrong', code: 'order.something_new' });
    expect(errorMessage(newer, i18n)).toBe('Something new went wrong');
    expect(errorMessage(refusal(500, { message: 'Internal server error' }), i18n)).toBe(
      'Internal server error',
    );
  });

  it("speak through the tab's translator when no other is given", async () => {
    const i18n = await hindi();
    setTabTranslator(i18n);
    try {
      expect(errorMessage(refusal(404, { message: 'Order not found', code: 'order.not_found' }))).toBe(
        'ऑर्डर नहीं मिला',
      );
    } finally {
      setTabTranslator(undefined);
    }
  });

  it('keep the code, named parts and notes of a refusal on the error', () => {
    const error = refusal(400, {
      message: 'Only 2 left in stock',
      code: 'cart.only_left',
      params: { stock: 2 },
    });
    expect(error.serverMessage).toBe('Only 2 left in stock');
    expect(error.code).toBe('cart.only_left');
    expect(error.params).toEqual({ stock: 2 });
    expect(error.notes).toBeUndefined();
  });
});

describe("a form field's message in the reader's language", () => {
  it('is shown in Hindi by the code of its contract sentence, the numbers in it kept', async () => {
    const i18n = await hindi();
    for (const sentence of [
      'Username must be at least 3 characters',
      'Enter the 6-digit code from the buyer',
      'Pincode must be 6 digits',
      'Your current password is not correct',
      'College must be at most 120 characters',
      'Must be at most 200 characters',
    ]) {
      const shown = translateFieldMessage(i18n, sentence);
      expect(shown, sentence).toMatch(/[\u0900-\u097F]/);
      for (const number of sentence.match(/\d+/g) ?? []) expect(shown, sentence).toContain(number);
    }
    expect(translateFieldMessage(i18n, 'Pincode must be 6 digits')).toBe(
      i18n._(API_ERROR_MESSAGES['validation.pincode']),
    );
  });

  it('stays as it came for an English reader, and for a sentence the API does not say', async () => {
    expect(translateFieldMessage(englishI18n(), 'Pincode must be 6 digits')).toBe('Pincode must be 6 digits');
    expect(translateFieldMessage(await hindi(), 'Something else entirely')).toBe('Something else entirely');
    expect(translateFieldMessage(await hindi(), undefined)).toBeUndefined();
  });
});
