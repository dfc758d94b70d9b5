import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A card payment provider as the checkout uses it. Razorpay in production; a simulated provider with the
 * same shapes and the same signature scheme when no keys are configured (docs/decisions/024-payments-and-the-simulated-gateway.md).
 */
export interface PaymentGateway {
  readonly name: 'razorpay' | 'simulated';
  /** The public key the browser's checkout needs. */
  readonly keyId: string;
  /** Creates the provider's order for an amount in paise. */
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{
    id: string;
    amount: number;
    currency: string;
  }>;
  /** True when the checkout's signature over order id and payment id is the provider's. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** True when a webhook body was signed by the provider. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  /**
   * Refunds part or all of a captured payment, in paise. The same idempotency key again answers the refund made
   * the first time instead of a second one (docs/decisions/041-refunds-through-the-gateway.md). Throws a
   * GatewayError when the provider refuses or cannot be reached.
   */
  refund(input: GatewayRefundRequest): Promise<GatewayRefund>;
  /** Where a refund made earlier stands now. */
  fetchRefund(input: { paymentId: string; refundId: string }): Promise<GatewayRefund>;
}

export interface GatewayRefundRequest {
  /** The provider's payment id ("pay_…"). */
  paymentId: string;
  amountPaise: number;
  /** At least 10 letters, digits, hyphens or underscores (Razorpay's X-Refund-Idempotency). */
  idempotencyKey: string;
  /** Our reference, shown in the provider's dashboard; at most 40 characters. */
  receipt: string;
  notes: Record<string, string>;
}

/** A refund as the provider reports it. */
export interface GatewayRefund {
  id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

/** The provider refused a call or could not be reached; the message is the provider's reason, safe to store. */
export class GatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayError';
  }
}

/** HMAC-SHA256 in hex, the scheme Razorpay uses for checkout and webhook signatures. */
export function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Compares a received signature with the expected one in constant time (the SDK's helper uses ===). */
export function signatureMatches(expectedHex: string, receivedHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const received = Buffer.from(receivedHex, 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

/** The payload Razorpay signs at checkout: "order_id|payment_id". */
export function checkoutSignaturePayload(orderId: string, paymentId: string): string {
  return `${orderId}|${paymentId}`;
}
