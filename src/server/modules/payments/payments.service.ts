import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { isStorableTotal, MAX_ORDER_TOTAL, type OrderTotals, orderTotals } from '../../../domain/fees.ts';
import { formatRupees, toPaise, toRupeeString } from '../../../domain/money.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/app-error.ts';
import { getCartLines } from '../cart/index.ts';
import { findHeldOffers, type HeldOffer } from '../offers/index.ts';
import { checkLinesForSale, findListingsForSale, type ListingForSale } from '../products/index.ts';
import type { PaymentGateway } from './gateway.ts';
import { payments } from './payments.tables.ts';

export interface PaymentLine {
  productId: number;
  quantity: number;
}

/** Lines in a canonical order, so the items paid for can be compared with the items ordered. */
export function normaliseLines(lines: readonly PaymentLine[]): PaymentLine[] {
  const merged = new Map<number, number>();
  for (const { productId, quantity } of lines) merged.set(productId, (merged.get(productId) ?? 0) + quantity);
  return [...merged].sort(([a], [b]) => a - b).map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * The totals of lines at the listings' prices; refused (400) before anything is stored or any provider is
 * asked when they would not fit in an order.
 */
export function priceLines(lines: readonly { unitPrice: string; quantity: number }[]): OrderTotals {
  const totals = orderTotals(
    lines.map((line) => ({ unitPrice: toPaise(line.unitPrice), quantity: line.quantity })),
  );
  if (!isStorableTotal(totals)) {
    throw badRequest('order.total_too_large', { max: formatRupees(MAX_ORDER_TOTAL) });
  }
  return totals;
}

/**
 * The unit price each line is charged: the buyer's accepted offer, which holds for one unit only, else the
 * listing's price (docs/decisions/038-offers.md). A line of more units under an accepted offer is refused (400), so
 * the offer is neither lost nor stretched to units it was not made for.
 */
export function chargedUnitPrices<Line extends { quantity: number }>(
  checked: readonly { line: Line; listing: ListingForSale }[],
  held: ReadonlyMap<number, HeldOffer>,
): { line: Line; listing: ListingForSale; unitPrice: string; offer: HeldOffer | undefined }[] {
  return checked.map(({ line, listing }) => {
    const offer = held.get(listing.id);
    if (offer && line.quantity !== 1) throw badRequest('offer.one_unit', { title: listing.title });
    return { line, listing, offer, unitPrice: offer ? toRupeeString(offer.pricePaise) : listing.price };
  });
}

/** What the lines cost now, checked for sale before the buyer is sent to pay, at any accepted offer's price. */
async function amountFor(db: Database, userId: number, lines: PaymentLine[]): Promise<number> {
  const productIds = lines.map((line) => line.productId);
  const listings = await findListingsForSale(db, productIds);
  const checked = checkLinesForSale(listings, userId, lines);
  const held = await findHeldOffers(db, { buyerId: userId, productIds });
  return priceLines(
    chargedUnitPrices(checked, held).map(({ line, unitPrice }) => ({ unitPrice, quantity: line.quantity })),
  ).total;
}

/**
 * Creates the provider's order for what the buyer is about to buy — the Buy Now items, else their cart —
 * at the amount the server computes, and remembers it.
 */
export async function createPaymentOrder(
  db: Database,
  gateway: PaymentGateway,
  { userId, items }: { userId: number; items?: PaymentLine[] },
) {
  const source = items ?? (await getCartLines(db, userId));
  const lines = normaliseLines(source);
  if (lines.length === 0) throw badRequest('cart.empty');
  const amountPaise = await amountFor(db, userId, lines);
  // Free items alone come to ₹0, which no provider takes: they are ordered as cash on delivery with nothing to
  // collect (docs/decisions/093-free-listings.md).
  if (amountPaise === 0) throw badRequest('payment.nothing_to_pay');
  const providerOrder = await gateway.createOrder({
    amountPaise,
    receipt: `u${userId}-${Date.now()}`,
    notes: { userId: String(userId) },
  });
  await db.insert(payments).values({
    userId,
    provider: gateway.name,
    providerOrderId: providerOrder.id,
    amount: toRupeeString(amountPaise),
    items: lines,
  });
  return { success: true, message: 'Order created', key_id: gateway.keyId, order: providerOrder };
}

/** Checks the checkout's signature and records the payment against its provider order, once. */
export async function verifyPayment(
  db: Database,
  gateway: PaymentGateway,
  input: { userId: number; orderId: string; paymentId: string; signature: string },
) {
  const [payment] = await db.select().from(payments).where(eq(payments.providerOrderId, input.orderId));
  if (!payment || payment.userId !== input.userId) throw notFound('payment.not_found');
  if (!gateway.verifyPaymentSignature(input)) throw badRequest('payment.verification_failed');
  if (payment.providerPaymentId === input.paymentId) return { success: true, message: 'Payment verified' };

  const [updated] = await db
    .update(payments)
    .set({ status: 'paid', providerPaymentId: input.paymentId, paidAt: new Date(), updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, ['created', 'failed'])))
    .returning({ id: payments.id });
  if (!updated) {
    // The provider's webhook may have recorded this very payment between the read above and this update.
    const [now] = await db
      .select({ providerPaymentId: payments.providerPaymentId })
      .from(payments)
      .where(eq(payments.id, payment.id));
    if (now?.providerPaymentId !== input.paymentId) throw conflict('payment.order_already_paid');
  }
  return { success: true, message: 'Payment verified' };
}

/** Records that the buyer's checkout failed or was refused by the provider. */
export async function markPaymentFailed(
  db: Database,
  { userId, orderId }: { userId: number; orderId: string },
) {
  await db
    .update(payments)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(
      and(eq(payments.providerOrderId, orderId), eq(payments.userId, userId), eq(payments.status, 'created')),
    );
}

/** The buyer's own payment for a provider order, or 404. */
export async function findOwnPayment(db: Database, { userId, orderId }: { userId: number; orderId: string }) {
  const [payment] = await db.select().from(payments).where(eq(payments.providerOrderId, orderId));
  if (!payment || payment.userId !== userId) throw notFound('payment.not_found');
  return payment;
}

/** A verified payment held, under its row lock, by a checkout placing an order with it. */
export interface HeldPayment {
  amountPaise: number;
  /** True when the lines are exactly the items paid for (whatever they cost now). */
  paidFor(lines: PaymentLine[]): boolean;
  /** Refuses (409) an order whose amount or items are not exactly what was paid for. */
  checkCovers(order: { amountPaise: number; lines: PaymentLine[] }): void;
  /** Marks the payment as used by the order, in the order's transaction. */
  consume(placedOrderId: number): Promise<void>;
}

/**
 * Takes hold of a verified payment for an order being placed, inside the order's transaction (the row stays
 * locked until it ends): only the user who paid, only a payment verified and not yet used or refunded.
 */
export async function holdVerifiedPayment(
  tx: Transaction,
  input: { userId: number; orderId: string; paymentId: string },
): Promise<HeldPayment> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, input.orderId))
    .for('update');
  if (!payment || payment.userId !== input.userId) throw badRequest('payment.not_found_for_order');
  if (payment.status === 'consumed') throw conflict('payment.already_used');
  if (payment.status === 'refunded') {
    throw conflict('payment.refunded');
  }
  if (payment.status !== 'paid' || payment.providerPaymentId !== input.paymentId) {
    throw badRequest('payment.not_verified');
  }
  const amountPaise = toPaise(payment.amount);
  const paidFor = (lines: PaymentLine[]) =>
    JSON.stringify(normaliseLines(payment.items as PaymentLine[])) === JSON.stringify(normaliseLines(lines));
  return {
    amountPaise,
    paidFor,
    checkCovers: (order) => {
      if (amountPaise !== order.amountPaise) throw conflict('payment.amount_mismatch');
      if (!paidFor(order.lines)) throw conflict('payment.items_mismatch');
    },
    consume: async (placedOrderId) => {
      await tx
        .update(payments)
        .set({ status: 'consumed', placedOrderId, updatedAt: new Date() })
        .where(eq(payments.id, payment.id));
    },
  };
}

/** Razorpay's ids: letters, digits and underscores ("pay_29QQoUBi66xm2f"). */
const providerId = z.string().regex(/^\w{1,100}$/);

/** The part of a payment event the webhook acts on; the rest of the body is the provider's business. */
const PaymentEventSchema = z.object({
  event: z.enum(['payment.captured', 'order.paid']),
  payload: z.object({
    payment: z.object({ entity: z.object({ id: providerId, order_id: providerId, amount: z.number() }) }),
  }),
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('payment.webhook_not_json');
  }
}

/**
 * A signed provider webhook (payment.captured, order.paid): records payments whose browser never came back,
 * so the buyer can still place the order. Other events are acknowledged and ignored.
 */
export async function recordWebhook(
  db: Database,
  gateway: PaymentGateway,
  rawBody: string,
  signature: string,
) {
  if (!gateway.verifyWebhookSignature(rawBody, signature)) throw badRequest('payment.webhook_bad_signature');
  const event = PaymentEventSchema.safeParse(parseJson(rawBody));
  if (!event.success) return { received: true };
  const entity = event.data.payload.payment.entity;
  const [payment] = await db.select().from(payments).where(eq(payments.providerOrderId, entity.order_id));
  if (payment && toPaise(payment.amount) === entity.amount) {
    try {
      await db
        .update(payments)
        .set({ status: 'paid', providerPaymentId: entity.id, paidAt: new Date(), updatedAt: new Date() })
        .where(and(eq(payments.id, payment.id), inArray(payments.status, ['created', 'failed'])));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('payment.already_recorded');
      throw error;
    }
  }
  return { received: true };
}
