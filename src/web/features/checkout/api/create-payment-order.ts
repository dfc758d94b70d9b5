import type { z } from 'zod';
import type { PaymentOrderResponseSchema } from '../../../../domain/contracts/payments.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type PaymentOrder = z.infer<typeof PaymentOrderResponseSchema>;

export interface CreatePaymentOrder {
  /** The total the buyer saw, in rupees; the server charges its own figure for the items. */
  amount: string;
  items: { productId: number; quantity: number }[];
}

/**
 * Asks the server for the provider's order to pay. The items are always sent, so what is paid for is exactly
 * what the summary showed (the server would otherwise take the whole cart).
 */
export function createPaymentOrder({ amount, items }: CreatePaymentOrder): Promise<PaymentOrder> {
  return apiRequest<PaymentOrder>('POST', '/api/razorpay/create-order', {
    amount,
    currency: 'INR',
    receipt: `web-${Date.now()}`,
    items,
  });
}
