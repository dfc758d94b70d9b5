import { and, eq } from 'drizzle-orm';
import { amountPaidForPart, orderStatusAfterParts } from '../../../domain/exchange.ts';
import { toRupeeString } from '../../../domain/money.ts';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../lib/events.ts';
import { type PaymentGateway, withRefundsAfterCommit } from '../payments/index.ts';
import { catalogueChanged, returnStock } from '../products/index.ts';
import { refuseUnlessPartWaits } from './handover.service.ts';
import { lockOrder, lockSellersPart, partStatesOf, sellerNameOn } from './order-parts.ts';
import { isPaidOnline, refundParts } from './order-refunds.ts';
import { recordOrderStep, transitionOrder } from './order-transitions.ts';
import { orderItems, orderParts } from './orders.tables.ts';

/**
 * A seller declines their part of an order before handing it over (docs/decisions/031-sales-and-decline.md),
 * under the order's lock, then the part's: their units go back in stock, an online payment for the part is
 * recorded as a refund due to the buyer (price × quantity + fee of their lines; cash on delivery: nothing is
 * due) and refunded through the gateway once the decline has committed (docs/decisions/041), and the buyer is
 * told. When every part is declined the order is cancelled; when the other parts are all handed over it is
 * delivered.
 */
export async function declinePart(
  db: Database,
  events: EventBus,
  gateway: PaymentGateway,
  {
    orderId,
    sellerId,
    reason,
    now = new Date(),
  }: { orderId: number; sellerId: number; reason: string; now?: Date },
): Promise<void> {
  await withRefundsAfterCommit(db, gateway, events, async (tx) => {
    const order = await lockOrder(tx, orderId);
    const part = await lockSellersPart(tx, orderId, sellerId);
    refuseUnlessPartWaits(order, part);

    const lines = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.sellerId, sellerId)));
    for (const line of lines) await returnStock(tx, events, line.productId, line.quantity);
    const refundDue = isPaidOnline(order) ? toRupeeString(amountPaidForPart(lines)) : null;
    await tx
      .update(orderParts)
      .set({ state: 'declined', declinedAt: now, declineReason: reason, refundDue, codeLockedUntil: null })
      .where(eq(orderParts.id, part.id));
    // Written before the order moves, so the buyer's flags written with the move count this refund.
    const refundIds = await refundParts(tx, events, {
      order,
      reason: 'part_declined',
      sellerIds: [sellerId],
    });

    const sellerName = await sellerNameOn(tx, orderId, sellerId);
    const note = { kind: 'part_declined', params: { seller: sellerName, reason } } as const;
    const next = orderStatusAfterParts(await partStatesOf(tx, orderId));
    if (next) {
      await transitionOrder(tx, events, { order, to: next, by: 'seller', changedBy: sellerId, note });
    } else {
      await recordOrderStep(tx, { order, changedBy: sellerId, note });
    }
    await events.emit(
      'order.part_declined',
      {
        orderId,
        buyerId: order.userId,
        sellerId,
        sellerName,
        refundDue,
        orderCancelled: next === 'cancelled',
      },
      tx,
    );
    return { refundIds };
  });
  catalogueChanged(db);
}
