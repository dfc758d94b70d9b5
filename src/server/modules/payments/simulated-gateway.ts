import { randomBytes } from 'node:crypto';
import {
  checkoutSignaturePayload,
  GatewayError,
  type GatewayRefund,
  type GatewayRefundRequest,
  hmacHex,
  type PaymentGateway,
  signatureMatches,
} from './gateway.ts';

const providerId = (prefix: string) => `${prefix}_sim${randomBytes(8).toString('hex')}`;

/**
 * Stands in for Razorpay on a machine without keys, so checkout can be used and tested offline. It answers
 * with Razorpay's shapes and signs with Razorpay's scheme; `completeCheckout` plays the provider's part of
 * taking the money (the web app's small Pay / Fail dialog calls it through the API).
 */
export class SimulatedGateway implements PaymentGateway {
  readonly name = 'simulated' as const;
  readonly keyId = 'rzp_simulated';
  readonly #keySecret: string;
  readonly #webhookSecret: string;
  /** The refunds made, by idempotency key: the same key again answers the same refund, as Razorpay does. */
  readonly #refunds = new Map<string, GatewayRefund & { paymentId: string }>();
  #refundFailure: string | null = null;

  constructor(secrets: { keySecret: string; webhookSecret: string }) {
    this.#keySecret = secrets.keySecret;
    this.#webhookSecret = secrets.webhookSecret;
  }

  async createOrder(input: { amountPaise: number }) {
    return { id: providerId('order'), amount: input.amountPaise, currency: 'INR' };
  }

  verifyPaymentSignature({
    orderId,
    paymentId,
    signature,
  }: {
    orderId: string;
    paymentId: string;
    signature: string;
  }) {
    return signatureMatches(
      hmacHex(this.#keySecret, checkoutSignaturePayload(orderId, paymentId)),
      signature,
    );
  }

  verifyWebhookSignature(rawBody: string, signature: string) {
    return signatureMatches(hmacHex(this.#webhookSecret, rawBody), signature);
  }

  /** Records the refund and processes it at once: no money moves in test payments. */
  async refund(input: GatewayRefundRequest): Promise<GatewayRefund> {
    if (this.#refundFailure) throw new GatewayError(this.#refundFailure);
    const made = this.#refunds.get(input.idempotencyKey);
    if (made) return { id: made.id, amount: made.amount, status: made.status };
    const refund = { id: providerId('rfnd'), amount: input.amountPaise, status: 'processed' as const };
    this.#refunds.set(input.idempotencyKey, { ...refund, paymentId: input.paymentId });
    return refund;
  }

  async fetchRefund({ refundId }: { paymentId: string; refundId: string }): Promise<GatewayRefund> {
    if (this.#refundFailure) throw new GatewayError(this.#refundFailure);
    const made = [...this.#refunds.values()].find((refund) => refund.id === refundId);
    if (!made) throw new GatewayError('The id provided does not exist');
    return { id: made.id, amount: made.amount, status: made.status };
  }

  /** The refunds this gateway has made (tests count them). */
  refundsMade(): readonly (GatewayRefund & { paymentId: string })[] {
    return [...this.#refunds.values()];
  }

  /**
   * Makes every refund fail with the provider's reason until called with null: lets a server without keys
   * show what a refused refund looks like, and tests the retry.
   */
  failRefundsWith(reason: string | null): void {
    this.#refundFailure = reason;
  }

  /** The provider's side of a successful checkout: a payment id and its signature. */
  completeCheckout(orderId: string): {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  } {
    const paymentId = providerId('pay');
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmacHex(this.#keySecret, checkoutSignaturePayload(orderId, paymentId)),
    };
  }
}
