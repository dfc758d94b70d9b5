import type { FastifyInstance } from 'fastify';

/** Delivery details that pass checkout's rules. */
export const homeDelivery = {
  customerName: 'Priya Sharma',
  customerPhone: '9876543210',
  deliveryAddressType: 'home',
  deliveryAddress: '12 MG Road, Shivajinagar',
  deliveryCity: 'Pune',
  deliveryState: 'Maharashtra',
  deliveryPincode: '411005',
} as const;

export type Line = { productId: number; quantity: number; price?: string };

/** A signed-in buyer's calls, as the web app makes them. */
export function buyerClient(app: FastifyInstance, cookie: string) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => app.inject({ method, url, payload, headers: { ...headers, cookie } });

  return {
    call,
    /** Places a cash-on-delivery order; with `idempotencyKey`, as one checkout attempt the browser may repeat. */
    placeCashOrder: (items: Line[], extra: object = {}, idempotencyKey?: string) =>
      call(
        'POST',
        '/api/orders',
        { ...homeDelivery, paymentMethod: 'cod', items, ...extra },
        idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
      ),

    /** Creates the provider order for the items, pays it through the simulated checkout, verifies it. */
    async payOnline(items: Line[]) {
      const created = await call('POST', '/api/razorpay/create-order', {
        amount: 1,
        currency: 'INR',
        receipt: 'web',
        items: items.map(({ productId, quantity }) => ({ productId, quantity })),
      });
      if (created.statusCode !== 200) throw new Error(`create-order: ${created.statusCode} ${created.body}`);
      const providerOrder = created.json().order;
      const paid = await call('POST', '/api/razorpay/simulated-checkout', {
        razorpay_order_id: providerOrder.id,
        outcome: 'success',
      });
      const checkout = paid.json();
      const verified = await call('POST', '/api/razorpay/verify-payment', checkout);
      if (verified.statusCode !== 200)
        throw new Error(`verify-payment: ${verified.statusCode} ${verified.body}`);
      return {
        providerOrder,
        paymentId: checkout.razorpay_payment_id as string,
        signature: checkout.razorpay_signature as string,
      };
    },

    placeOnlineOrder: (
      items: Line[],
      payment: { providerOrder: { id: string }; paymentId: string },
      extra: object = {},
      idempotencyKey?: string,
    ) =>
      call(
        'POST',
        '/api/orders',
        {
          ...homeDelivery,
          paymentMethod: 'razorpay',
          items,
          paymentId: payment.paymentId,
          orderId: payment.providerOrder.id,
          ...extra,
        },
        idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
      ),
  };
}
