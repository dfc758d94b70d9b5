import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod } from '../../domain/order-status.ts';

const PAYMENT_METHOD_NAMES = {
  cod: msg`Cash on Delivery`,
  razorpay: msg`Payment Gateway`,
} as const;

/**
 * The names checkout gives the two ways to pay, in the reader's language (`i18n` from `useLingui()`).
 */
export function paymentMethodLabel(method: PaymentMethod, i18n: I18n): string {
  return i18n._(PAYMENT_METHOD_NAMES[method === 'cod' ? 'cod' : 'razorpay']);
}
