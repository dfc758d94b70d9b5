import { and, asc, eq, sql } from 'drizzle-orm';
import {
  type HistoryNote,
  type HistoryNoteFields,
  HistoryNoteSchema,
} from '../../../domain/contracts/order-history.ts';
import type { StatusChange } from '../../../domain/contracts/orders.ts';
import { HANDOVER_MAX_WRONG_CODES, type PartState } from '../../../domain/exchange.ts';
import { englishHistoryNoteTexts } from '../../../domain/history-note-texts.en.ts';
import { historyNoteText } from '../../../domain/history-note-texts.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { newHandoverCode } from './handover-codes.ts';
import { orderItems, orderParts, orderStatusHistory, orders } from './orders.tables.ts';

/**
 * The parts of an order, one per seller (docs/decisions/030-order-parts-and-hand-over-codes.md): created with
 * the order, changed only under the order's row lock.
 */

export type OrderRow = typeof orders.$inferSelect;
export type PartRow = typeof orderParts.$inferSelect;
type Executor = Database | Transaction;

/** Gives each seller of a new order their part and its hand-over code, in the order's transaction. */
export async function createOrderParts(tx: Transaction, orderId: number, sellerIds: number[]): Promise<void> {
  const sellers = [...new Set(sellerIds)];
  await tx
    .insert(orderParts)
    .values(sellers.map((sellerId) => ({ orderId, sellerId, handoverCode: newHandoverCode() })));
}

/** Locks a live order for a change; 404 when it is missing or deleted. */
export async function lockOrder(tx: Transaction, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.deletedAt) throw notFound('order.not_found');
  return order;
}

/** Locks the seller's own part of an order (the order's lock is taken first); 403 when they sold nothing in it. */
export async function lockSellersPart(tx: Transaction, orderId: number, sellerId: number): Promise<PartRow> {
  const [part] = await tx
    .select()
    .from(orderParts)
    .where(and(eq(orderParts.orderId, orderId), eq(orderParts.sellerId, sellerId)))
    .for('update');
  if (!part) throw forbidden('sale.not_yours');
  return part;
}

/** The parts of an order, in the order their sellers were added. */
export function partsOfOrder(db: Executor, orderId: number): Promise<PartRow[]> {
  return db.select().from(orderParts).where(eq(orderParts.orderId, orderId)).orderBy(asc(orderParts.id));
}

/** The states of an order's parts. */
export async function partStatesOf(tx: Transaction, orderId: number): Promise<PartState[]> {
  const rows = await tx
    .select({ state: orderParts.state })
    .from(orderParts)
    .where(eq(orderParts.orderId, orderId));
  return rows.map((row) => row.state);
}

/**
 * Leaves out order lines whose seller declined their part. Asked from the lines' side, so that orders written
 * without parts (raw test fixtures, the benchmark's generated orders) count as having none declined.
 */
export const notDeclined = sql`NOT EXISTS (SELECT 1 FROM ${orderParts} WHERE ${orderParts.orderId} = ${orderItems.orderId} AND ${orderParts.sellerId} = ${orderItems.sellerId} AND ${orderParts.state} = 'declined')`;

/** The sellers an order still has: every seller whose part was not declined (they count the sale). */
export async function liveSellerIdsOf(tx: Transaction, orderId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ sellerId: orderItems.sellerId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), notDeclined))
    .orderBy(asc(orderItems.sellerId));
  return rows.map((row) => row.sellerId);
}

/** The order's lines whose part was not declined: a declined part's stock is already back. */
export function liveItemsOf(tx: Transaction, orderId: number) {
  return tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), notDeclined))
    .orderBy(asc(orderItems.id));
}
/** The name a seller has on an order: the contact name snapshotted with their first line. */
export async function sellerNameOn(tx: Executor, orderId: number, sellerId: number): Promise<string | null> {
  const [row] = await tx
    .select({ name: orderItems.sellerName })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.sellerId, sellerId)))
    .orderBy(asc(orderItems.id))
    .limit(1);
  return row?.name ?? null;
}

/** Wrong codes that count now: a lock that has run out starts the count again. */
export function wrongCodesCounted(part: PartRow, now: Date): number {
  if (part.codeLockedUntil && part.codeLockedUntil <= now) return 0;
  return part.wrongCodeTries;
}

/** Wrong codes the seller may still enter before a wait; 0 while locked. */
export function codeTriesLeft(part: PartRow, now: Date): number {
  if (part.codeLockedUntil && part.codeLockedUntil > now) return 0;
  return Math.max(HANDOVER_MAX_WRONG_CODES - wrongCodesCounted(part, now), 0);
}

type HistoryRow = typeof orderStatusHistory.$inferSelect;

/**
 * A history step's note as its columns: the kind and its values, checked against HistoryNoteSchema
 * (docs/decisions/073-notifications-as-data.md); both null for no note.
 */
export function historyNoteColumns(
  note: HistoryNote | undefined,
): Pick<HistoryRow, 'noteKind' | 'noteParams'> {
  if (!note) return { noteKind: null, noteParams: null };
  const { kind, params } = HistoryNoteSchema.parse(note);
  return { noteKind: kind, noteParams: params };
}

/**
 * An order's history as its parties see it: each step says whether the buyer, a seller or an admin took it,
 * with the buyer's and sellers' names as the order shows them; steps nobody took (automatic) say null.
 */
export async function describeHistory(
  db: Executor,
  order: Pick<OrderRow, 'id' | 'userId' | 'customerName'>,
  filter: (row: HistoryRow) => boolean = () => true,
): Promise<StatusChange[]> {
  const [rows, items] = await Promise.all([
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db
      .select({ sellerId: orderItems.sellerId, sellerName: orderItems.sellerName })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
  ]);
  const sellerNames = new Map<number, string | null>();
  for (const item of items)
    if (!sellerNames.has(item.sellerId)) sellerNames.set(item.sellerId, item.sellerName);
  return rows.filter(filter).map((row): StatusChange => {
    // Written through historyNoteColumns, which checked the kind against its values.
    const note =
      row.noteKind === null ? null : ({ kind: row.noteKind, params: row.noteParams } as HistoryNote);
    const step = {
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
      note: note && historyNoteText(englishHistoryNoteTexts, note),
      ...((note
        ? { noteKind: note.kind, noteParams: note.params }
        : { noteKind: null, noteParams: null }) as HistoryNoteFields),
      createdAt: row.createdAt.toISOString(),
    };
    if (row.changedBy === null) return { ...step, changedBy: null, changedByName: null };
    if (row.changedBy === order.userId)
      return { ...step, changedBy: 'buyer', changedByName: order.customerName };
    if (sellerNames.has(row.changedBy)) {
      return { ...step, changedBy: 'seller', changedByName: sellerNames.get(row.changedBy) ?? null };
    }
    return { ...step, changedBy: 'admin', changedByName: null };
  });
}
