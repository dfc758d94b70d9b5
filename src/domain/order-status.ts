/** Every status an order can be in (spec, section 4). */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'paid',
  'pending_cod',
  'shipped',
  'in_transit',
  'delivered',
  'completed',
  'cancelled',
  'refund_requested',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['razorpay', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
