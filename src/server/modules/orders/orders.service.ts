import { and, eq, isNull } from 'drizzle-orm';
import { type DocumentAccess, documentAccess } from '../../../domain/order-status.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { notDeclined } from './order-parts.ts';
import { recordDocumentsTaken } from './order-transitions.ts';
import { orderItems, orders } from './orders.tables.ts';

const ACCESS_RANK: Record<DocumentAccess, number> = { none: 0, 'on-download': 1, open: 2 };

/**
 * What the user's orders let them do with a listing's private documents (documentAccess in the domain), and
 * the order that gives it: the most open of their live orders containing the product. A declined part is
 * refunded, so it unlocks nothing.
 */
export async function findDocumentAccess(
  db: Database | Transaction,
  { userId, productId }: { userId: number; productId: number },
): Promise<{ access: DocumentAccess; orderId: number | null }> {
  const rows = await db
    .selectDistinct({
      id: orders.id,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentId: orders.paymentId,
      canCancel: orders.canCancel,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        isNull(orders.deletedAt),
        eq(orderItems.productId, productId),
        notDeclined,
      ),
    );
  let best: { access: DocumentAccess; orderId: number | null } = { access: 'none', orderId: null };
  for (const row of rows) {
    const access = documentAccess(row);
    if (ACCESS_RANK[access] > ACCESS_RANK[best.access]) best = { access, orderId: row.id };
  }
  return best;
}

/**
 * The buyer takes the documents of a paid order: from now on the order can no longer be cancelled for free
 * (docs/decisions/002-documents-unlock-when-paid.md). Runs under the order's lock, so it and a cancel never
 * both succeed. True when the documents are the buyer's to take; false when the order no longer unlocks them.
 */
export async function takeDocumentsOfOrder(
  db: Database,
  { orderId, buyerId }: { orderId: number; buyerId: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.deletedAt || order.userId !== buyerId) return false;
    const access = documentAccess(order);
    if (access === 'on-download') {
      await recordDocumentsTaken(tx, order);
    }
    return access !== 'none';
  });
}

/**
 * Hides an order from every list and figure (admin "delete transaction"): a soft delete, so its rows, items and
 * history stay (docs/decisions/025-admin-deletes-and-revenue-resets.md). 404 for a missing or already deleted order.
 */
export async function softDeleteOrder(tx: Transaction, orderId: number): Promise<void> {
  const [row] = await tx
    .update(orders)
    .set({ deletedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)))
    .returning({ id: orders.id });
  if (!row) throw notFound('order.not_found');
}
