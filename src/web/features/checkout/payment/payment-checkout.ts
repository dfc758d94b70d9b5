import type { VerifyPayment } from '../../../../domain/contracts/payments.ts';

/** What a provider's checkout needs to take a payment for a provider order the server created. */
export interface PaymentRequest {
  keyId: string;
  /** The provider's order: its id and the amount in paise. */
  order: { id: string; amount: number; currency: string };
  prefill: { name: string; contact: string; email?: string | undefined };
}

/** How the buyer left the provider's checkout: paid (with the fields to verify), refused by the provider, or closed. */
export type PaymentOutcome =
  | { status: 'paid'; payment: VerifyPayment }
  | { status: 'failed' }
  | { status: 'cancelled' };

/** A provider's checkout window (Razorpay's script, or the simulated gateway's dialog) behind one shape. */
export interface PaymentCheckout {
  /** Opens the checkout; settles when the buyer is done. Rejects only when the checkout cannot run at all. */
  open(request: PaymentRequest): Promise<PaymentOutcome>;
}
