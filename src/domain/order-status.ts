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

/** Orders are shown as TXN- and the id padded to six digits: TXN-000123 (spec, section 2). */
export function orderNumber(orderId: number): string {
  return `TXN-${String(orderId).padStart(6, '0')}`;
}

/** A buyer may cancel while the order has not left the seller (spec, section 4; COD orders too, see README). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'paid', 'pending_cod'];

/** A refund may be asked for once the order has arrived (spec, section 4). */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = ['delivered', 'completed'];

export function canCancel(order: { status: string; canCancel: boolean | null }): boolean {
  return CANCELLABLE_STATUSES.includes(order.status as OrderStatus) && order.canCancel !== false;
}

export function canRequestRefund(order: { status: string; refundRequested: boolean }): boolean {
  return REFUNDABLE_STATUSES.includes(order.status as OrderStatus) && !order.refundRequested;
}
