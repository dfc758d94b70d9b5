import { and, eq, inArray } from 'drizzle-orm';
import { amountPaidForPart, sellerReceives } from '../../../domain/exchange.ts';
import { sumPaise, toPaise } from '../../../domain/money.ts';
import { partRefundKey, type RefundReason } from '../../../domain/refunds.ts';
import type { Transaction } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { refundsOfOrder, scheduleRefund } from '../payments/index.ts';
import {
  hasFeeReversal,
  recordEarning,
  recordFeeOwed,
  recordFeeReversal,
  recordReversal,
} from '../payouts/index.ts';
import type { OrderRow } from './order-parts.ts';
import { orderItems } from './orders.tables.ts';

/**
 * An order's money going back (docs/decisions/041-refunds-through-the-gateway.md): by seller's part, each
 * for exactly what the buyer paid for it, each at most once.
 */

/** True when the buyer paid the order online with a payment the gateway can refund. */
export function isPaidOnline(order: Pick<OrderRow, 'paymentMethod' | 'paymentId'>): boolean {
  return order.paymentMethod === 'razorpay' && order.paymentId !== null;
}

/**
 * Writes down, in the caller's transaction (which holds the order's lock), a refund of each of the order's
 * parts — or of the named sellers' parts — for what the buyer paid for it: its lines' price × quantity plus
 * their platform fee (amountPaidForPart). A part refunded already (declined earlier, say) is not refunded
 * again: the refund's key is the part's. Cash on delivery: nothing was paid online, nothing is written to send;
 * the seller gives the cash back in person, so the fee a part handed over owes is taken back (reverseCashFees).
 * Answers the refunds to send once the transaction has committed.
 */
export async function refundParts(
  tx: Transaction,
  events: EventBus,
  { order, reason, sellerIds }: { order: OrderRow; reason: RefundReason; sellerIds?: readonly number[] },
): Promise<number[]> {
  if (order.paymentMethod === 'cod') {
    await reverseCashFees(tx, { order, sellerIds });
    return [];
  }
  if (!isPaidOnline(order) || !order.paymentId) return [];
  const lines = await tx
    .select()
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, order.id),
        sellerIds ? inArray(orderItems.sellerId, [...sellerIds]) : undefined,
      ),
    );
  const bySeller = new Map<number, typeof lines>();
  for (const line of lines) bySeller.set(line.sellerId, [...(bySeller.get(line.sellerId) ?? []), line]);
  const refundIds: number[] = [];
  for (const [sellerId, sellerLines] of [...bySeller].sort(([a], [b]) => a - b)) {
    const refundId = await scheduleRefund(tx, events, {
      providerPaymentId: order.paymentId,
      refundKey: partRefundKey(order.id, sellerId),
      orderId: order.id,
      sellerId,
      reason,
      amountPaise: amountPaidForPart(sellerLines),
    });
    if (refundId !== null) {
      refundIds.push(refundId);
      // Money that goes back to the buyer is not paid to the seller: an earning already written is reversed, once
      // (docs/decisions/043-seller-payout-ledger.md).
      await recordReversal(tx, { orderId: order.id, sellerId });
    }
  }
  return refundIds;
}

/** A cash order's refunded parts (or all of them) owe no fee: the fee of each one handed over is reversed, once. */
async function reverseCashFees(
  tx: Transaction,
  { order, sellerIds }: { order: OrderRow; sellerIds?: readonly number[] },
): Promise<void> {
  const lines = await tx
    .selectDistinct({ sellerId: orderItems.sellerId })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, order.id),
        sellerIds ? inArray(orderItems.sellerId, [...sellerIds]) : undefined,
      ),
    );
  for (const sellerId of lines.map((line) => line.sellerId).sort((a, b) => a - b)) {
    await recordFeeReversal(tx, { orderId: order.id, sellerId });
  }
}

/**
 * Writes, in the caller's transaction, the payout ledger's entry of each named seller's part just handed over,
 * once per part. Paid online: the earning, the base price of their lines (sellerReceives), which the platform
 * pays out (docs/decisions/043-seller-payout-ledger.md). Cash on delivery: the seller took the price and the
 * fee from the buyer, so the fee of their lines is owed to the platform (docs/decisions/048-fees-cash-sales-owe.md).
 */
export async function recordHandOverEntries(
  tx: Transaction,
  { order, sellerIds, now = new Date() }: { order: OrderRow; sellerIds: readonly number[]; now?: Date },
): Promise<void> {
  const cash = order.paymentMethod === 'cod';
  if ((!isPaidOnline(order) && !cash) || sellerIds.length === 0) return;
  const lines = await tx
    .select({
      sellerId: orderItems.sellerId,
      price: orderItems.price,
      quantity: orderItems.quantity,
      platformFee: orderItems.platformFee,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), inArray(orderItems.sellerId, [...sellerIds])));
  for (const sellerId of [...new Set(sellerIds)].sort((a, b) => a - b)) {
    const own = lines.filter((line) => line.sellerId === sellerId);
    if (cash) {
      const feePaise = sumPaise(own.map((line) => toPaise(line.platformFee)));
      await recordFeeOwed(tx, { orderId: order.id, sellerId, feePaise, now });
    } else {
      await recordEarning(tx, { orderId: order.id, sellerId, amountPaise: sellerReceives(own), now });
    }
  }
}

/** A reopened order would be an order whose money already went back, online or in cash (409). */
export async function refuseReopeningRefunded(tx: Transaction, orderId: number): Promise<void> {
  if ((await refundsOfOrder(tx, orderId)).length > 0 || (await hasFeeReversal(tx, orderId))) {
    throw conflict('order.reopen_refunded');
  }
}
