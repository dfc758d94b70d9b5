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

/** Each status as the end of a sentence: "Your order TXN-000123 is now on its way." */
const STATUS_PHRASES: Record<OrderStatus, string> = {
  pending: 'pending',
  processing: 'being processed',
  paid: 'paid',
  pending_cod: 'confirmed for cash on delivery',
  shipped: 'shipped',
  in_transit: 'on its way',
  delivered: 'delivered',
  completed: 'completed',
  cancelled: 'cancelled',
  refund_requested: 'waiting for a refund decision',
  refunded: 'refunded',
};

function isOrderStatus(status: string): status is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}

/** A status to end "… is now": "being processed", "on its way"; an unknown one as it was written. */
export function orderStatusPhrase(status: string): string {
  return isOrderStatus(status) ? STATUS_PHRASES[status] : status;
}

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

export function canCancel(order: { status: OrderStatus; canCancel: boolean | null }): boolean {
  return CANCELLABLE_STATUSES.includes(order.status) && order.canCancel !== false;
}

export function canRequestRefund(order: { status: OrderStatus; refundRequested: boolean }): boolean {
  return REFUNDABLE_STATUSES.includes(order.status) && !order.refundRequested;
}

/** The order has changed hands: the buyer has what they bought (docs/decisions/002, 003). */
export const HANDED_OVER_STATUSES: readonly OrderStatus[] = ['delivered', 'completed', 'refund_requested'];

export function isHandedOver(status: OrderStatus): boolean {
  return HANDED_OVER_STATUSES.includes(status);
}

/** Orders still waiting to change hands: neither handed over nor cancelled or refunded. */
export const AWAITING_HAND_OVER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => !isHandedOver(status) && status !== 'cancelled' && status !== 'refunded',
);

/**
 * How a status change moves the buyer's purchase count and each seller's sale count: +1 when the order is
 * handed over, −1 when a handed-over order is undone (refunded, or moved back by an admin), 0 otherwise —
 * so placing and cancelling an order earns nothing (docs/decisions/003-exchange-counts-and-abuse-limits.md).
 */
export function exchangeCountChange(from: OrderStatus, to: OrderStatus): -1 | 0 | 1 {
  return (Number(isHandedOver(to)) - Number(isHandedOver(from))) as -1 | 0 | 1;
}

/**
 * What an order lets its buyer do with the private documents (notes, papers) of the listings in it:
 * - `open`: download them;
 * - `on-download`: download them, which ends the order's free cancellation;
 * - `none`: not yet, or no longer.
 * Documents unlock only once the buyer has really paid — an online payment captured, or the order handed over
 * (cash counts as collected then). A paid order that could still be cancelled for free would give the
 * documents away, so the first download ends that right (docs/decisions/002-documents-unlock-when-paid.md).
 */
export type DocumentAccess = 'open' | 'on-download' | 'none';

export function documentAccess(order: {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentId: string | null;
  canCancel: boolean;
}): DocumentAccess {
  if (isHandedOver(order.status)) return 'open';
  const unpaidOrUndone = ['pending', 'pending_cod', 'cancelled', 'refunded'].includes(order.status);
  const paidOnline = order.paymentMethod === 'razorpay' && order.paymentId !== null && !unpaidOrUndone;
  if (!paidOnline) return 'none';
  return canCancel(order) ? 'on-download' : 'open';
}
