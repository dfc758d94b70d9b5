import { eq } from 'drizzle-orm';
import {
  HANDOVER_LOCK_MINUTES,
  HANDOVER_MAX_WRONG_CODES,
  isAwaitingHandOver,
  orderStatusAfterParts,
} from '../../../domain/exchange.ts';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { handoverCodesMatch } from './handover-codes.ts';
import {
  lockOrder,
  lockSellersPart,
  type OrderRow,
  type PartRow,
  partStatesOf,
  sellerNameOn,
  wrongCodesCounted,
} from './order-parts.ts';
import { recordHandOverEntries } from './order-refunds.ts';
import { recordOrderStep, transitionOrder } from './order-transitions.ts';
import { orderParts } from './orders.tables.ts';

const MINUTE_MS = 60_000;

function tooManyWrongCodes(lockedUntil: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / MINUTE_MS));
  return minutes === 1
    ? new AppError(429, 'sale.too_many_wrong_codes_one')
    : new AppError(429, 'sale.too_many_wrong_codes', { minutes });
}

/** A part can change hands, or be declined, only while it waits and its order is live and not yet handed over. */
export function refuseUnlessPartWaits(order: OrderRow, part: PartRow): void {
  if (part.state === 'handed_over') throw badRequest('sale.already_handed_over');
  if (part.state === 'declined') throw badRequest('sale.declined');
  if (isAwaitingHandOver(order.status)) return;
  if (order.status === 'cancelled') throw badRequest('order.cancelled');
  if (order.status === 'refunded') throw badRequest('order.refunded');
  throw badRequest('order.already_handed_over');
}

type Outcome = { handedOver: true } | { handedOver: false; lockedUntil: Date | null };

/**
 * The seller enters the code the buyer shows them (docs/decisions/030-order-parts-and-hand-over-codes.md).
 * Under the order's lock, then the part's: the right code hands the part over (a step in the history; the
 * order can no longer be cancelled), and when every part that was not declined is handed over the order
 * becomes delivered (cash on delivery: the cash counts as collected). A wrong code is counted in a write
 * that commits even though the request fails (400); the fifth in a row locks the part for 15 minutes (429).
 */
export async function handOverPart(
  db: Database,
  events: EventBus,
  {
    orderId,
    sellerId,
    code,
    now = new Date(),
  }: { orderId: number; sellerId: number; code: string; now?: Date },
): Promise<void> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const order = await lockOrder(tx, orderId);
    const part = await lockSellersPart(tx, orderId, sellerId);
    refuseUnlessPartWaits(order, part);
    if (part.codeLockedUntil && part.codeLockedUntil > now)
      throw tooManyWrongCodes(part.codeLockedUntil, now);

    if (!handoverCodesMatch(code, part.handoverCode)) {
      const wrong = wrongCodesCounted(part, now) + 1;
      const lockedUntil =
        wrong >= HANDOVER_MAX_WRONG_CODES
          ? new Date(now.getTime() + HANDOVER_LOCK_MINUTES * MINUTE_MS)
          : null;
      await tx
        .update(orderParts)
        .set({ wrongCodeTries: wrong, codeLockedUntil: lockedUntil })
        .where(eq(orderParts.id, part.id));
      // Returned, not thrown: the count must commit.
      return { handedOver: false, lockedUntil };
    }

    await tx
      .update(orderParts)
      .set({
        state: 'handed_over',
        handedOverAt: now,
        handedOverBy: sellerId,
        wrongCodeTries: 0,
        codeLockedUntil: null,
      })
      .where(eq(orderParts.id, part.id));
    // The base price is now due to the seller, or the fee of a cash sale owed by them (docs/decisions/043, 048).
    await recordHandOverEntries(tx, { order, sellerIds: [sellerId], now });
    const sellerName = await sellerNameOn(tx, orderId, sellerId);
    const cashCollected = order.paymentMethod === 'cod';
    const note = { kind: 'part_handed_over', params: { seller: sellerName, cashCollected } } as const;
    const orderDelivered = orderStatusAfterParts(await partStatesOf(tx, orderId)) === 'delivered';
    // Either way part of the order has left its seller: the buyer's flags now say it can only be refunded.
    if (orderDelivered) {
      await transitionOrder(tx, events, { order, to: 'delivered', by: 'seller', changedBy: sellerId, note });
    } else {
      await recordOrderStep(tx, { order, changedBy: sellerId, note });
    }
    await events.emit(
      'order.part_handed_over',
      { orderId, buyerId: order.userId, sellerId, sellerName, orderDelivered },
      tx,
    );
    return { handedOver: true };
  });

  if (!outcome.handedOver) {
    if (outcome.lockedUntil) throw tooManyWrongCodes(outcome.lockedUntil, now);
    throw badRequest('sale.code_mismatch');
  }
}
