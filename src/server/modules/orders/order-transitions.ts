import { and, eq } from 'drizzle-orm';
import type { HistoryNote } from '../../../domain/contracts/order-history.ts';
import type { OrderStatus } from '../../../domain/order-status.ts';
import {
  buyerFlags,
  findTransition,
  type OrderFacts,
  type TransitionActor,
  type TransitionEffect,
} from '../../../domain/order-transitions.ts';
import type { Transaction } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { refundsOfOrder } from '../payments/index.ts';
import { findListingsForSale, returnStock, takeStock } from '../products/index.ts';
import {
  historyNoteColumns,
  liveItemsOf,
  liveSellerIdsOf,
  type OrderRow,
  partStatesOf,
} from './order-parts.ts';
import { recordHandOverEntries, refundParts, refuseReopeningRefunded } from './order-refunds.ts';
import { orderParts, orderStatusHistory, orders } from './orders.tables.ts';

/**
 * Every change of an order's status, and every step that changes the buyer's flags, goes through this file
 * (docs/decisions/034-order-transitions.md): the table of transitions is in the domain (ORDER_TRANSITIONS), what
 * each effect does is TRANSITION_FLOW below, and the buyer's flags are written only here, from buyerFlags.
 * Everything runs in the caller's transaction, which holds the order's row lock; refunds written here are sent
 * by the caller once it has committed (withRefundsAfterCommit).
 */

/**
 * Moves a locked order to a new status, records who did it (null: nobody, the auto-complete job), and announces
 * it: the buyer is notified, and the sellers whose part was not declined count the sale when it is handed over.
 */
async function recordStatusChange(
  tx: Transaction,
  events: EventBus,
  change: { order: OrderRow; to: OrderStatus; changedBy: number | null; note?: HistoryNote },
): Promise<void> {
  const { order, to } = change;
  const now = new Date();
  await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: now,
      // The auto-complete job counts its three days from here.
      ...(to === 'delivered' ? { deliveredAt: now } : {}),
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    changedBy: change.changedBy,
    ...historyNoteColumns(change.note),
  });
  await events.emit(
    'order.status_changed',
    {
      orderId: order.id,
      buyerId: order.userId,
      sellerIds: await liveSellerIdsOf(tx, order.id),
      from: order.status,
      to,
    },
    tx,
  );
}

/** What a history step says: the caller's words, passed through as they are. */
type StatusChangeNote = NonNullable<Parameters<typeof recordStatusChange>[2]['note']>;

/** The facts of a locked order that the buyer's flags are derived from. */
export async function orderFacts(tx: Transaction, order: OrderRow): Promise<OrderFacts> {
  const partStates = await partStatesOf(tx, order.id);
  const refunds = await refundsOfOrder(tx, order.id);
  return {
    status: order.status,
    partStates,
    documentsTaken: order.documentsTakenAt !== null,
    refundRequested: order.refundRequested,
    refunds: refunds.map((refund) => refund.status),
  };
}

/**
 * Writes the buyer's flags of an order from its facts as they are now (buyerFlags), when they changed. Locks the
 * order first: a refund's answer from the gateway arrives in a transaction of its own.
 */
export async function refreshBuyerFlags(tx: Transaction, orderId: number): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return;
  const flags = buyerFlags(await orderFacts(tx, order));
  if (
    flags.canCancel === order.canCancel &&
    flags.refundRequested === order.refundRequested &&
    flags.refundStatus === order.refundStatus
  ) {
    return;
  }
  await tx
    .update(orders)
    .set({ ...flags, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** What the flow knows while it carries out one transition. */
interface TransitionContext {
  tx: Transaction;
  events: EventBus;
  order: OrderRow;
  to: OrderStatus;
  changedBy: number | null;
  note?: StatusChangeNote;
  refundReason?: string;
  refundIds: number[];
}

/** One step of a transition: an effect of the table (run when the transition does it), or run every time. */
interface TransitionStep {
  name: string;
  effect?: TransitionEffect;
  run(context: TransitionContext): Promise<void>;
}

const step = (value: TransitionStep) => value;

/**
 * What a transition does, in this order: its effects that come before the move (stock, parts, the request), the
 * move itself (status, history, event), the refunds, and last the buyer's flags, which see all of it.
 */
const TRANSITION_FLOW: readonly TransitionStep[] = [
  step({
    name: 'take stock again',
    effect: 'take_stock_again',
    run: async ({ tx, order }) => {
      // A reopened order whose money went back would be goods handed over for nothing.
      await refuseReopeningRefunded(tx, order.id);
      // Declined parts gave their stock back when they were declined, and stay declined.
      const items = await liveItemsOf(tx, order.id);
      const listings = await findListingsForSale(
        tx,
        items.map((item) => item.productId),
        { lock: true },
      );
      for (const item of items) {
        const listing = listings.get(item.productId);
        if (!listing || listing.quantity < item.quantity) {
          throw conflict('order.reopen_not_enough', { title: item.productTitle });
        }
      }
      for (const item of items) await takeStock(tx, item.productId, item.quantity);
    },
  }),
  step({
    name: 'return stock',
    effect: 'return_stock',
    run: async ({ tx, events, order }) => {
      for (const item of await liveItemsOf(tx, order.id)) {
        await returnStock(tx, events, item.productId, item.quantity);
      }
    },
  }),
  step({
    name: 'hand over waiting parts',
    effect: 'hand_over_waiting_parts',
    run: async ({ tx, order, changedBy }) => {
      // The admin vouches for the hand-over: no code stays on show for an order that has changed hands.
      const handedOver = await tx
        .update(orderParts)
        .set({ state: 'handed_over', handedOverAt: new Date(), handedOverBy: changedBy })
        .where(and(eq(orderParts.orderId, order.id), eq(orderParts.state, 'awaiting')))
        .returning({ sellerId: orderParts.sellerId });
      // Their base price is now due to their sellers, or a cash sale's fee owed by them (docs/decisions/043, 048).
      await recordHandOverEntries(tx, { order, sellerIds: handedOver.map((part) => part.sellerId) });
    },
  }),
  step({
    name: 'record the refund request',
    effect: 'record_refund_request',
    run: async ({ tx, order, refundReason }) => {
      await tx
        .update(orders)
        .set({ refundReason: refundReason ?? null })
        .where(eq(orders.id, order.id));
    },
  }),
  step({
    name: 'move the status',
    run: ({ tx, events, order, to, changedBy, note }) =>
      recordStatusChange(tx, events, { order, to, changedBy, note }),
  }),
  step({
    name: 'refund parts',
    effect: 'refund_parts',
    run: async (context) => {
      const { tx, events, order, to } = context;
      const reason = to === 'cancelled' ? 'order_cancelled' : 'refund_approved';
      context.refundIds.push(...(await refundParts(tx, events, { order, reason })));
    },
  }),
  step({
    name: "write the buyer's flags",
    run: ({ tx, order }) => refreshBuyerFlags(tx, order.id),
  }),
];

/**
 * Takes a locked order from its status to `to` as `by` (the actor) through the transition the table has for it
 * (findTransition), or refuses (409) when the table has none. `changedBy` is the user recorded in the history
 * (null for the job); `note` is the caller's, kept in the history as given; `refundReason` is the buyer's words
 * when asking for a refund. Answers the refunds written (to send once the caller's transaction has committed)
 * and whether stock moved (the catalogue's caches then change).
 */
export async function transitionOrder(
  tx: Transaction,
  events: EventBus,
  change: {
    order: OrderRow;
    to: OrderStatus;
    by: TransitionActor;
    changedBy: number | null;
    note?: StatusChangeNote;
    refundReason?: string;
  },
): Promise<{ refundIds: number[]; stockMoved: boolean }> {
  const transition = findTransition(change.by, change.order.status, change.to);
  if (!transition) throw conflict('order.status_change_not_allowed');
  const context: TransitionContext = { ...change, tx, events, refundIds: [] };
  for (const current of TRANSITION_FLOW) {
    if (current.effect === undefined || transition.does.includes(current.effect)) await current.run(context);
  }
  return {
    refundIds: context.refundIds,
    stockMoved: transition.does.some((effect) => effect === 'return_stock' || effect === 'take_stock_again'),
  };
}

/**
 * Adds a step to a locked order's history that changes no status (a part handed over or declined), and writes
 * the buyer's flags that follow from it. The note is the caller's, kept as given.
 */
export async function recordOrderStep(
  tx: Transaction,
  { order, changedBy, note }: { order: OrderRow; changedBy: number; note: HistoryNote },
): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    changedBy,
    ...historyNoteColumns(note),
  });
  await refreshBuyerFlags(tx, order.id);
}

/**
 * The buyer of a locked, paid order takes its documents: a fact of the order from now on, which ends its free
 * cancellation (docs/decisions/002-documents-unlock-when-paid.md), recorded as a step in its history.
 */
export async function recordDocumentsTaken(tx: Transaction, order: OrderRow): Promise<void> {
  await tx.update(orders).set({ documentsTakenAt: new Date() }).where(eq(orders.id, order.id));
  await recordOrderStep(tx, {
    order,
    changedBy: order.userId,
    note: { kind: 'documents_downloaded', params: {} },
  });
}
