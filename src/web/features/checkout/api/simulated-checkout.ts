import type { VerifyPayment } from '../../../../domain/contracts/payments.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The simulated provider's answer to Pay (the three fields Razorpay's checkout hands back) or to Fail (402).
 * Only exists on a server without Razorpay keys.
 */
export function completeSimulatedCheckout(
  providerOrderId: string,
  outcome: 'success' | 'failure',
): Promise<VerifyPayment> {
  return apiRequest<VerifyPayment>('POST', '/api/razorpay/simulated-checkout', {
    razorpay_order_id: providerOrderId,
    outcome,
  });
}
