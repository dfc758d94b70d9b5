import type { VerifyPayment } from '../../../../domain/contracts/payments.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface PaymentResult {
  success: boolean;
  message: string;
}

/** Has the server check the provider's signature over the payment before the order is placed. */
export function verifyPayment(payment: VerifyPayment): Promise<PaymentResult> {
  return apiRequest<PaymentResult>('POST', '/api/razorpay/verify-payment', payment);
}
