import { randomBytes } from 'node:crypto';
import { checkoutSignaturePayload, hmacHex, type PaymentGateway, signatureMatches } from './gateway.ts';

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
