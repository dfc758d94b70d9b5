import type { PaymentMethod } from '../../domain/order-status.ts';

/** The names checkout gives the two ways to pay. */
export function paymentMethodLabel(method: PaymentMethod): string {
  return method === 'cod' ? 'Cash on Delivery' : 'Payment Gateway';
}
