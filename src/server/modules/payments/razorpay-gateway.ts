import Razorpay from 'razorpay';
import {
  checkoutSignaturePayload,
  GatewayError,
  type GatewayRefund,
  type GatewayRefundRequest,
  hmacHex,
  type PaymentGateway,
  signatureMatches,
} from './gateway.ts';

const API = 'https://api.razorpay.com/v1';

/** A refund call that has not answered in this time is given up; the refund job asks again (same key). */
const REFUND_TIMEOUT_MS = 20_000;

const REFUND_STATUSES = new Set(['pending', 'processed', 'failed']);

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

  /**
   * Razorpay's refunds API (POST /v1/payments/{id}/refund, amount in paise), called directly because the SDK
   * cannot send the X-Refund-Idempotency header that makes a retried refund answer the first one.
   */
  async refund(input: GatewayRefundRequest): Promise<GatewayRefund> {
    const body = await this.#call('POST', `/payments/${encodeURIComponent(input.paymentId)}/refund`, {
      headers: { 'X-Refund-Idempotency': input.idempotencyKey },
      body: { amount: input.amountPaise, speed: 'normal', receipt: input.receipt, notes: input.notes },
    });
    return toRefund(body);
  }

  async fetchRefund({ paymentId, refundId }: { paymentId: string; refundId: string }) {
    return toRefund(
      await this.#call(
        'GET',
        `/payments/${encodeURIComponent(paymentId)}/refunds/${encodeURIComponent(refundId)}`,
      ),
    );
  }

  async #call(
    method: 'GET' | 'POST',
    path: string,
    { headers = {}, body }: { headers?: Record<string, string>; body?: unknown } = {},
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${API}${path}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${this.keyId}:${this.#keySecret}`).toString('base64')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REFUND_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError('Razorpay could not be reached', { cause: error });
    }
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const description = (answer as { error?: { description?: unknown } } | null)?.error?.description;
      throw new GatewayError(
        typeof description === 'string' && description
          ? description.slice(0, 500)
          : `Razorpay answered ${response.status}`,
      );
    }
    return answer;
  }

  verifyWebhookSignature(rawBody: string, signature: string) {
    // Without a webhook secret no webhook can be trusted.
    return (
      this.#webhookSecret !== undefined && signatureMatches(hmacHex(this.#webhookSecret, rawBody), signature)
    );
  }
}

/** Razorpay's refund entity, checked: an answer without an id or a known status is not a refund. */
function toRefund(body: unknown): GatewayRefund {
  const refund = body as { id?: unknown; amount?: unknown; status?: unknown } | null;
  if (
    typeof refund?.id !== 'string' ||
    typeof refund.amount !== 'number' ||
    typeof refund.status !== 'string' ||
    !REFUND_STATUSES.has(refund.status)
  ) {
    throw new GatewayError('Razorpay answered with something that is not a refund');
  }
  return { id: refund.id, amount: refund.amount, status: refund.status as GatewayRefund['status'] };
}
