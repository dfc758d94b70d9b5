import { and, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { API_ERRORS } from '../../../domain/api-errors.ts';
import { DELETED_STUDENT } from '../../../domain/display-name.ts';
import type { OrderStatus } from '../../../domain/order-status.ts';
import type { Transaction } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import type { OrderKnownAs } from '../../lib/events.ts';
import { orderItems, orderParts, orderStatusHistory, orders } from './orders.tables.ts';

/** Orders in these states are over: nothing more will be handed over, paid or refunded through the student. */
const FINISHED: OrderStatus[] = ['completed', 'cancelled', 'refunded'];

export const ORDERS_IN_PROGRESS = API_ERRORS['account.orders_in_progress'];

/** True when the student buys, or sells a part not declined, in an order that is not over (hidden ones aside). */
async function hasOrdersInProgress(tx: Transaction, userId: number): Promise<boolean> {
  const live = and(isNull(orders.deletedAt), notInArray(orders.status, FINISHED));
  const [asBuyer] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), live))
    .limit(1);
  if (asBuyer) return true;
  const [asSeller] = await tx
    .select({ id: orders.id })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(and(eq(orderParts.sellerId, userId), ne(orderParts.state, 'declined'), live))
    .limit(1);
  return asSeller !== undefined;
}

/**
/** Each order the student bought or sold in, with the name it knew them by. */
async function namesInOrders(tx: Transaction, userId: number): Promise<OrderKnownAs[]> {
  const bought = await tx
    .select({ orderId: orders.id, name: orders.customerName })
    .from(orders)
    .where(eq(orders.userId, userId));
  const sold = await tx
    .selectDistinct({ orderId: orderItems.orderId, name: orderItems.sellerName })
    .from(orderItems)
    .where(eq(orderItems.sellerId, userId));
  return [
    ...bought.map((order) => ({ ...order, role: 'buyer' as const })),
    ...sold.map((order) => ({ ...order, role: 'seller' as const })),
  ];
}

/**
 * A student deleting their account (docs/decisions/029-deleting-an-account.md, 081-what-a-deleted-account-leaves.md):
 * refused while an order of theirs is in progress; otherwise their orders and sales stay, amounts and items
 * untouched, for accounting, but the delivery details they gave as a buyer and the contact and pickup place
 * snapshot taken of them as a seller are erased, and the name they were known by in an order (its conversations, its timeline) becomes
 * "Deleted student". Answers the orders and the names they had, for the modules that copied those names.
 */
export async function forgetStudentInOrders(tx: Transaction, userId: number): Promise<OrderKnownAs[]> {
  if (await hasOrdersInProgress(tx, userId)) throw conflict('account.orders_in_progress');
  const knownAs = await namesInOrders(tx, userId);
  await tx
    .update(orders)
    .set({
      customerName: DELETED_STUDENT,
      customerPhone: '',
      deliveryInstitution: null,
      deliveryAddress: null,
      deliveryCity: null,
      deliveryState: null,
      deliveryPincode: null,
    })
    .where(eq(orders.userId, userId));
  // The steps they took as a seller name them as the order knew them ("Handed over by Asha").
  await tx
    .update(orderStatusHistory)
    .set({
      noteParams: sql`jsonb_set(${orderStatusHistory.noteParams}, '{seller}', to_jsonb(${DELETED_STUDENT}::text))`,
    })
    .where(
      and(
        eq(orderStatusHistory.changedBy, userId),
        inArray(orderStatusHistory.noteKind, ['part_handed_over', 'part_declined']),
        sql`${orderStatusHistory.noteParams} ->> 'seller' IS NOT NULL`,
      ),
    );
  await tx
    .update(orderItems)
    .set({
      sellerName: DELETED_STUDENT,
      sellerEmail: null,
      sellerPhone: null,
      pickupInstitution: null,
      pickupAddress: null,
      pickupCity: null,
      pickupState: null,
      pickupPincode: null,
    })
    .where(eq(orderItems.sellerId, userId));
  return knownAs;
}
