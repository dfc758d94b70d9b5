import { type Paise, sumPaise, toPaise } from './money.ts';
import { AWAITING_HAND_OVER_STATUSES, type OrderStatus } from './order-status.ts';

/**
 * The exchange between two students (docs/decisions/030-order-parts-and-hand-over-codes.md): each seller's
 * part of an order is handed over in person, confirmed by the hand-over code the buyer shows; a seller may
 * decline their part before that.
 */

/** Where one seller's part of an order stands. */
export const PART_STATES = ['awaiting', 'handed_over', 'declined'] as const;
export type PartState = (typeof PART_STATES)[number];

/** Hand-over codes are six digits, leading zeros included ("004217"). */
export const HANDOVER_CODE_PATTERN = /^\d{6}$/;

/** Wrong codes a seller may enter for one part before they must wait. */
export const HANDOVER_MAX_WRONG_CODES = 5;

/** How long a seller waits after too many wrong codes. */
export const HANDOVER_LOCK_MINUTES = 15;

/** A delivered order with no refund request becomes completed after this many days. */
export const AUTO_COMPLETE_DAYS = 3;

/** A part can change hands (or be declined) only while its order is still waiting for the hand-over. */
export function isAwaitingHandOver(orderStatus: OrderStatus): boolean {
  return AWAITING_HAND_OVER_STATUSES.includes(orderStatus);
}

/** The buyer confirms receipt of a delivered order, which completes it. */
export function canConfirmReceipt(order: { status: OrderStatus }): boolean {
  return order.status === 'delivered';
}

/**
 * The status an order takes after one of its parts changed: cancelled when every part was declined,
 * delivered when every part that was not declined has been handed over, otherwise unchanged (null).
 */
export function orderStatusAfterParts(states: readonly PartState[]): 'cancelled' | 'delivered' | null {
  const live = states.filter((state) => state !== 'declined');
  if (live.length === 0) return 'cancelled';
  return live.every((state) => state === 'handed_over') ? 'delivered' : null;
}

/** When a delivered order completes by itself, AUTO_COMPLETE_DAYS after its delivery. */
export function autoCompleteAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + AUTO_COMPLETE_DAYS * 86_400_000);
}

/** What one seller receives for their part: the base price of their lines (no fee; docs/decisions/031-sales-and-decline.md). */
export function sellerReceives(lines: readonly { price: string; quantity: number }[]): Paise {
  return sumPaise(lines.map((line) => toPaise(line.price) * line.quantity));
}

/** What the buyer paid for one seller's part: the base price and the platform fee of those lines. */
export function amountPaidForPart(
  lines: readonly { price: string; quantity: number; platformFee: string }[],
): Paise {
  return sellerReceives(lines) + sumPaise(lines.map((line) => toPaise(line.platformFee)));
}

/** The buyer's order page; a buyer's notifications lead there. */
export function orderPagePath(orderId: number): string {
  return `/orders/${orderId}`;
}

/** The seller's sale page, in the Sales tab of My Listings; a seller's notifications about an order lead there. */
export function salePagePath(orderId: number): string {
  return `/seller-listings/sales/${orderId}`;
}

/** The inbox's page of one conversation (docs/decisions/037-listing-conversations-and-inbox.md). */
export function conversationPagePath(conversationId: number): string {
  return `/inbox/${conversationId}`;
}
