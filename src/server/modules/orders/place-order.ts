import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type CreateOrderSchema, isDeliveryComplete, type Order } from '../../../domain/contracts/orders.ts';
import { toPaise, toRupeeString } from '../../../domain/money.ts';
import { AWAITING_HAND_OVER_STATUSES } from '../../../domain/order-status.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { badRequest, conflict, forbidden } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { findUsersContact } from '../auth/auth.service.ts';
import { removeFromCart } from '../cart/cart.service.ts';
import { claimPayment, normaliseLines, priceLines } from '../payments/payments.service.ts';
import { checkLinesForSale, findListingsForSale, takeStock } from '../products/inventory.service.ts';
import { catalogueChanged } from '../products/products.service.ts';
import { createOrderParts } from './order-parts.ts';
import { findOrders } from './orders.queries.ts';
import { orderItems, orderStatusHistory, orders } from './orders.tables.ts';

type CreateOrderInput = z.output<typeof CreateOrderSchema>;

/** A seller's pickup arrangements travel with the order for a week (the seller SMS template's promise). */
const DELIVERY_DAYS = 7;

const rupees = (paise: number) => `₹${toRupeeString(paise)}`;

/**
 * Places an order as one transaction (DECISIONS.md): lock the listings, check them, price every line on the
 * server, claim the verified online payment (or take cash on delivery), take the stock, snapshot what was
 * bought from whom, give each seller's part its hand-over code, clear those lines from the cart, record the
 * status, and tell buyer and sellers.
 * Two buyers can never both buy the last unit: the second waits for the lock and then finds no stock.
 */
export async function placeOrder(
  db: Database,
  events: EventBus,
  {
    buyerId,
    input,
    openCashOrderLimit,
  }: { buyerId: number; input: CreateOrderInput; openCashOrderLimit: number },
): Promise<Order> {
  if (input.userId !== undefined && input.userId !== buyerId)
    throw forbidden('You can only order for yourself');
  if (!isDeliveryComplete(input)) throw badRequest('All delivery address fields are required.');
  const online = input.paymentMethod === 'razorpay';
  if (online && (!input.paymentId || !input.orderId)) throw badRequest('Payment details are missing');
  const lines = normaliseLines(input.items);

  const orderId = await db.transaction(async (tx) => {
    if (!online) await refuseOverCashOrderLimit(tx, buyerId, openCashOrderLimit);
    const listings = await findListingsForSale(
      tx,
      lines.map((line) => line.productId),
      { lock: true },
    );
    const checked = checkLinesForSale(listings, buyerId, lines);
    refuseStaleClientPrices(input, listings);
    const totals = priceLines(
      checked.map(({ line, listing }) => ({ unitPrice: listing.price, quantity: line.quantity })),
    );
    refuseStaleClientTotals(input, totals);

    const payment =
      online && input.paymentId && input.orderId
        ? await claimPayment(tx, {
            userId: buyerId,
            orderId: input.orderId,
            paymentId: input.paymentId,
            amountPaise: totals.total,
            lines,
          })
        : undefined;
    const status = online ? 'paid' : 'pending_cod';

    const [order] = await tx
      .insert(orders)
      .values({
        userId: buyerId,
        subtotal: toRupeeString(totals.subtotal),
        commission: toRupeeString(totals.platformFee),
        totalAmount: toRupeeString(totals.total),
        status,
        paymentMethod: input.paymentMethod,
        customerName: input.customerName,
        customerPhone: input.customerPhone,
        deliveryAddressType: input.deliveryAddressType,
        deliveryInstitution: input.deliveryInstitution ?? null,
        deliveryAddress: input.deliveryAddress ?? null,
        deliveryCity: input.deliveryCity ?? null,
        deliveryState: input.deliveryState ?? null,
        deliveryPincode: input.deliveryPincode ?? null,
        estimatedDelivery: new Date(Date.now() + DELIVERY_DAYS * 86_400_000),
        paymentId: online ? input.paymentId : null,
        orderId: online ? input.orderId : null,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('insert returned no order');
    await payment?.claim(order.id);

    const sellers = await findUsersContact(
      tx,
      checked.map(({ listing }) => listing.sellerId),
    );
    await tx.insert(orderItems).values(
      checked.map(({ line, listing }, index) => {
        const seller = sellers.get(listing.sellerId);
        return {
          orderId: order.id,
          productId: listing.id,
          sellerId: listing.sellerId,
          quantity: line.quantity,
          price: listing.price,
          platformFee: toRupeeString(totals.lines[index]?.fee ?? 0),
          productTitle: listing.title,
          productPrice: listing.price,
          sellerName: listing.sellerContactName ?? seller?.name ?? null,
          sellerEmail: listing.sellerContactEmail ?? seller?.email ?? null,
          sellerPhone: listing.sellerWhatsapp ?? seller?.phone ?? null,
        };
      }),
    );
    // Each seller's part, with the hand-over code the buyer will show them (docs/decisions/030).
    await createOrderParts(
      tx,
      order.id,
      checked.map(({ listing }) => listing.sellerId),
    );
    for (const { line, listing } of checked) await takeStock(tx, listing.id, line.quantity);
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, fromStatus: null, toStatus: status, changedBy: buyerId });
    if (!input.fromBuyNow)
      await removeFromCart(
        tx,
        buyerId,
        lines.map((line) => line.productId),
      );

    await events.emit(
      'order.placed',
      {
        orderId: order.id,
        buyerId,
        items: checked.map(({ line, listing }) => ({
          productId: listing.id,
          sellerId: listing.sellerId,
          quantity: line.quantity,
          productTitle: listing.title,
        })),
      },
      tx,
    );
    return order.id;
  });

  catalogueChanged(db);
  const [order] = await findOrders(db, eq(orders.id, orderId));
  if (!order) throw new Error('placed order not found');
  return order;
}

/** Separates this lock's keys from any other advisory lock the app takes ("COD" in ASCII). */
const CASH_ORDER_LOCK = 0x434f44;

/**
 * Cash on delivery costs the buyer nothing until the hand-over, so one account could hold the whole catalogue
 * (docs/decisions/003): a buyer may have only a few such orders waiting to be collected. The buyer's orders are
 * counted under a lock of their own, so two orders placed at once cannot both slip under the limit.
 */
async function refuseOverCashOrderLimit(tx: Transaction, buyerId: number, limit: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CASH_ORDER_LOCK}::int, ${buyerId}::int)`);
  const [row] = await tx
    .select({ waiting: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, buyerId),
        eq(orders.paymentMethod, 'cod'),
        isNull(orders.deletedAt),
        inArray(orders.status, [...AWAITING_HAND_OVER_STATUSES]),
      ),
    );
  if ((row?.waiting ?? 0) >= limit) {
    throw conflict(
      `You already have ${limit} cash-on-delivery orders waiting to be collected. ` +
        'Collect or cancel one before placing another, or pay online.',
    );
  }
}

/** A buyer who saw an old price must look again before paying the new one (409, DECISIONS.md). */
function refuseStaleClientPrices(
  input: CreateOrderInput,
  listings: Awaited<ReturnType<typeof findListingsForSale>>,
) {
  for (const item of input.items) {
    const listing = listings.get(item.productId);
    if (listing && item.price != null && toPaise(item.price) !== toPaise(listing.price)) {
      throw conflict(
        `The price of "${listing.title}" is now ${rupees(toPaise(listing.price))}. Please review your order.`,
      );
    }
  }
}

function refuseStaleClientTotals(input: CreateOrderInput, totals: { total: number; platformFee: number }) {
  if (input.totalAmount != null && toPaise(input.totalAmount) !== totals.total) {
    throw conflict(`The order total is now ${rupees(totals.total)}. Please review your order.`);
  }
  if (input.commission != null && toPaise(input.commission) !== totals.platformFee) {
    throw conflict(`The platform fee is now ${rupees(totals.platformFee)}. Please review your order.`);
  }
}
