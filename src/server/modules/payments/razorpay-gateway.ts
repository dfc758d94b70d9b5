import Razorpay from 'razorpay';
import { checkoutSignaturePayload, hmacHex, type PaymentGateway, signatureMatches } from './gateway.ts';

/** Razorpay through its official SDK; signatures are checked here in constant time. */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  readonly #keySecret: string;
  readonly #webhookSecret: string | undefined;
  readonly #client: Razorpay;

  constructor(keys: { keyId: string; keySecret: string; webhookSecret?: string }) {
    this.keyId = keys.keyId;
    this.#keySecret = keys.keySecret;
    this.#webhookSecret = keys.webhookSecret;
    this.#client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  }

  async createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }) {
    const order = await this.#client.orders.create({
      amount: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt,
      notes: input.notes,
    });
    return { id: order.id, amount: Number(order.amount), currency: order.currency };
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
    // Without a webhook secret no webhook can be trusted.
    return (
      this.#webhookSecret !== undefined && signatureMatches(hmacHex(this.#webhookSecret, rawBody), signature)
    );
  }
}
