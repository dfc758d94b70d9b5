import { createHash } from 'node:crypto';
import { and, asc, count, countDistinct, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApiErrorCode, ApiErrorParams } from '../../../domain/api-errors.ts';
import { type CreateOrderSchema, isDeliveryComplete, type Order } from '../../../domain/contracts/orders.ts';
import type { OrderTotals } from '../../../domain/fees.ts';
import { toPaise, toRupeeString } from '../../../domain/money.ts';
import { AWAITING_HAND_OVER_STATUSES } from '../../../domain/order-status.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { LOCK_SPACES } from '../../db/lock-keys.ts';
import { lockUser } from '../../db/user-lock.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { findUsersContact } from '../auth/index.ts';
import { whoBlocked } from '../blocks/index.ts';
import { removeFromCart } from '../cart/index.ts';
import { findHeldOffers, useOffers } from '../offers/index.ts';
import {
  chargedUnitPrices,
  type HeldPayment,
  holdVerifiedPayment,
  normaliseLines,
  type PaymentGateway,
  type PaymentLine,
  priceLines,
  refundUnclaimedPayment,
  withRefundsAfterCommit,
} from '../payments/index.ts';
import { sellersOverFeeLimit } from '../payouts/index.ts';
import { catalogueChanged, checkLinesForSale, findListingsForSale, takeStock } from '../products/index.ts';
import { createOrderParts } from './order-parts.ts';
import { findOrders } from './orders.queries.ts';
import { checkoutRequests, orderItems, orderParts, orderStatusHistory, orders } from './orders.tables.ts';
import { pickupColumnsOf, sellerPickupsOfLines } from './pickup-places.ts';

type CreateOrderInput = z.output<typeof CreateOrderSchema>;
/** The lines checked for sale, each with the unit price it is charged and the accepted offer behind it. */
type ChargedLines = ReturnType<typeof chargedUnitPrices<PaymentLine>>;

/** A seller's pickup arrangements travel with the order for a week (the seller SMS template's promise). */
const DELIVERY_DAYS = 7;

const rupees = (paise: number) => `₹${toRupeeString(paise)}`;

/** What the checkout flow knows as its steps run, one request's worth. */
interface CheckoutContext {
  tx: Transaction;
  events: EventBus;
  buyerId: number;
  input: CreateOrderInput;
  lines: PaymentLine[];
  online: boolean;
  openCashOrderLimit: number;
  openFreeOrderLimit: number;
  cashFeeDebtLimitPaise: number;
  idempotencyKey: string | undefined;
  requestHash: string;
  payment?: HeldPayment;
  checked?: ChargedLines;
  totals?: OrderTotals;
  orderId?: number;
}

/** What an undo may use: it runs after the order's transaction has rolled back, outside it. */
interface UndoDependencies {
  db: Database;
  events: EventBus;
  gateway: PaymentGateway;
}

/**
 * One step of the checkout. `run` works in the order's transaction, so its database writes are undone by the
 * rollback when a later step fails; `undo` is for what a rollback cannot take back, and runs after it. It
 * answers a sentence for the buyer about what it did, or null.
 */
interface CheckoutStep {
  name: string;
  run(context: CheckoutContext): Promise<void>;
  undo?(
    dependencies: UndoDependencies,
    context: CheckoutContext,
  ): Promise<{ code: ApiErrorCode; params?: ApiErrorParams } | null>;
}

const step = (value: CheckoutStep) => value;

/**
 * The checkout, as one named flow (docs/decisions/040-idempotent-checkout.md), in one transaction:
 *
 * 1. **verify payment** — an online order holds the buyer's verified, unused payment (its row locked). Undo: a
 *    payment held is money captured at the provider that no rollback returns, so it is refunded in full.
 * 2. **price** — lock the listings, check them for sale, price every line on the server, refuse figures the
 *    buyer saw that are out of date and a payment that does not cover exactly these items; then count the
 *    buyer's open cash orders and open free orders under a lock of their own.
 * 3. **take stock** — the locked units leave the listings.
 * 4. **create order** — the order, its lines (snapshots of what was bought from whom, collected where), each seller's part
 *    and code, the status history, the payment consumed, the checkout key, and those lines out of the cart.
 * 5. **notify** — buyer and sellers are told, in the same transaction.
 */
const CHECKOUT_FLOW: readonly CheckoutStep[] = [
  step({
    name: 'verify payment',
    run: async (context) => {
      const { tx, input, buyerId } = context;
      if (!context.online) return;
      context.payment = await holdVerifiedPayment(tx, {
        userId: buyerId,
        orderId: input.orderId ?? '',
        paymentId: input.paymentId ?? '',
      });
    },
    // The money was captured at the provider before the flow began; no rollback returns it. It goes back when
    // the items paid for cannot be had for it (gone, or priced otherwise now); a request for other items than
    // those paid for leaves the payment to a corrected request.
    undo: async ({ db, events, gateway }, { payment, buyerId, input, lines }) => {
      if (!payment?.paidFor(lines)) return null;
      const { refund } = await withRefundsAfterCommit(db, gateway, events, async (tx) => {
        const released = await refundUnclaimedPayment(tx, events, {
          userId: buyerId,
          providerOrderId: input.orderId ?? '',
          providerPaymentId: input.paymentId ?? '',
        });
        return { refund: released, refundIds: released ? [released.refundId] : [] };
      });
      if (!refund) return null;
      return { code: 'checkout.payment_refunded', params: { amount: rupees(refund.amountPaise) } };
    },
  }),
  step({
    name: 'price',
    run: async (context) => {
      const { tx, buyerId, input, lines } = context;
      const listings = await findListingsForSale(
        tx,
        lines.map((line) => line.productId),
        { lock: true },
      );
      const checked = checkLinesForSale(listings, buyerId, lines);
      // A seller who blocked the buyer takes no order from them; the refusal does not say why
      // (docs/decisions/084-blocks.md).
      const blockers = await whoBlocked(tx, {
        userId: buyerId,
        blockerIds: checked.map(({ listing }) => listing.sellerId),
      });
      if (blockers.size > 0) throw forbidden('contact.unavailable');
      // The buyer's accepted offers price one unit each; locked after the listings, as every offer change does, so
      // an offer is used once, and one that expired by now prices nothing (docs/decisions/038-offers.md).
      const held = await findHeldOffers(tx, {
        buyerId,
        productIds: lines.map((line) => line.productId),
        lock: true,
      });
      const charged = chargedUnitPrices(checked, held);
      refuseStaleClientPrices(input, charged);
      const totals = priceLines(
        charged.map(({ line, unitPrice }) => ({ unitPrice, quantity: line.quantity })),
      );
      refuseStaleClientTotals(input, totals);
      // A free item owes no fee, so its seller's fee debt does not matter to it (docs/decisions/093).
      const paid = charged.filter(({ unitPrice }) => toPaise(unitPrice) > 0);
      if (!context.online) await refuseCashFromSellersOwingFees(tx, paid, context.cashFeeDebtLimitPaise);
      context.payment?.checkCovers({ amountPaise: totals.total, lines });
      await refuseOverOpenOrderLimits(context, {
        cash: !context.online && totals.total > 0,
        free: charged.some(({ unitPrice }) => toPaise(unitPrice) === 0),
      });
      context.checked = charged;
      context.totals = totals;
    },
  }),
  step({
    name: 'take stock',
    run: async ({ tx, checked = [] }) => {
      for (const { line, listing } of checked) await takeStock(tx, listing.id, line.quantity);
    },
  }),
  step({
    name: 'create order',
    run: async (context) => {
      const { tx, buyerId, input, lines, online, checked = [], totals } = context;
      if (!totals) throw new Error('the order was not priced');
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
      context.orderId = order.id;
      await context.payment?.consume(order.id);

      const sellers = await findUsersContact(
        tx,
        checked.map(({ listing }) => listing.sellerId),
      );
      await tx.insert(orderItems).values(
        checked.map(({ line, listing, unitPrice, offer }, index) => {
          const seller = sellers.get(listing.sellerId);
          return {
            orderId: order.id,
            productId: listing.id,
            sellerId: listing.sellerId,
            quantity: line.quantity,
            price: unitPrice,
            offerId: offer?.offerId ?? null,
            platformFee: toRupeeString(totals.lines[index]?.fee ?? 0),
            productTitle: listing.title,
            productPrice: listing.price,
            sellerName: listing.sellerContactName ?? seller?.name ?? null,
            sellerEmail: listing.sellerContactEmail ?? seller?.email ?? null,
            sellerPhone: listing.sellerWhatsapp ?? seller?.phone ?? null,
            ...pickupColumnsOf(listing),
          };
        }),
      );
      // An accepted offer prices one order only: a replay of this checkout answers this order and uses nothing.
      await useOffers(
        tx,
        checked.flatMap(({ offer }) => (offer ? [offer.offerId] : [])),
        order.id,
      );
      // Each seller's part, with the hand-over code the buyer will show them (docs/decisions/030).
      await createOrderParts(
        tx,
        order.id,
        checked.map(({ listing }) => listing.sellerId),
      );
      await tx
        .insert(orderStatusHistory)
        .values({ orderId: order.id, fromStatus: null, toStatus: status, changedBy: buyerId });
      if (context.idempotencyKey) {
        await tx.insert(checkoutRequests).values({
          userId: buyerId,
          key: context.idempotencyKey,
          requestHash: context.requestHash,
          orderId: order.id,
        });
      }
      // The server alone empties the cart of what was ordered; the browser only reads the cart again.
      if (!input.fromBuyNow)
        await removeFromCart(
          tx,
          buyerId,
          lines.map((line) => line.productId),
        );
    },
  }),
  step({
    name: 'notify',
    run: async ({ tx, events, buyerId, input, checked = [], orderId }) => {
      if (orderId === undefined) throw new Error('no order to announce');
      const lines = await tx
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.id));
      await events.emit(
        'order.placed',
        {
          orderId,
          buyerId,
          contact: { name: input.customerName, phone: input.customerPhone },
          items: checked.map(({ line, listing }) => ({
            productId: listing.id,
            sellerId: listing.sellerId,
            quantity: line.quantity,
            productTitle: listing.title,
          })),
          pickups: sellerPickupsOfLines(lines),
        },
        tx,
      );
    },
  }),
];

/**
 * Places an order through the checkout flow (CHECKOUT_FLOW), once per Idempotency-Key: the same key again
 * answers the order it placed (`replayed`), the same key with another body is refused (422). Two buyers can
 * never both buy the last unit: the second waits for the listings' locks and then finds no stock. When the flow
 * fails, the steps that ran are undone: the rollback takes back every write, and a verified payment goes back
 * to the buyer through the gateway.
 */
export async function placeOrder(
  db: Database,
  events: EventBus,
  gateway: PaymentGateway,
  {
    buyerId,
    input,
    idempotencyKey,
    openCashOrderLimit,
    openFreeOrderLimit,
    cashFeeDebtLimitPaise,
  }: {
    buyerId: number;
    input: CreateOrderInput;
    idempotencyKey?: string;
    openCashOrderLimit: number;
    openFreeOrderLimit: number;
    cashFeeDebtLimitPaise: number;
  },
): Promise<{ order: Order; replayed: boolean }> {
  if (input.userId !== undefined && input.userId !== buyerId) throw forbidden('order.only_for_yourself');
  if (!isDeliveryComplete(input)) throw badRequest('order.delivery_incomplete');
  const online = input.paymentMethod === 'razorpay';
  if (online && (!input.paymentId || !input.orderId)) throw badRequest('order.payment_details_missing');

  const context: Omit<CheckoutContext, 'tx'> = {
    events,
    buyerId,
    input,
    lines: normaliseLines(input.items),
    online,
    openCashOrderLimit,
    openFreeOrderLimit,
    cashFeeDebtLimitPaise,
    idempotencyKey,
    requestHash: hashRequest(input),
  };
  const done: CheckoutStep[] = [];
  let running: CheckoutContext | undefined;
  let placed: { orderId: number; replayed: boolean };
  try {
    placed = await db.transaction(async (tx) => {
      const previous = await findPreviousAttempt(tx, context);
      if (previous !== undefined) return { orderId: previous, replayed: true };
      running = { ...context, tx };
      for (const current of CHECKOUT_FLOW) {
        await current.run(running);
        done.push(current);
      }
      if (running.orderId === undefined) throw new Error('the checkout flow placed no order');
      return { orderId: running.orderId, replayed: false };
    });
  } catch (failure) {
    throw running ? await undoCheckout({ db, events, gateway }, running, done, failure) : failure;
  }

  if (!placed.replayed) catalogueChanged(db);
  const [order] = await findOrders(db, eq(orders.id, placed.orderId));
  if (!order) throw notFound('order.not_found');
  return { order, replayed: placed.replayed };
}

/**
 * The flow's undo, after its transaction rolled back: the steps that completed are undone in reverse (only a
 * held payment needs more than the rollback), and the buyer is told what was undone with the error. Answers the
 * error to throw.
 */
async function undoCheckout(
  dependencies: UndoDependencies,
  context: CheckoutContext,
  done: readonly CheckoutStep[],
  failure: unknown,
): Promise<unknown> {
  const notes: { code: ApiErrorCode; params?: ApiErrorParams }[] = [];
  for (const completed of [...done].reverse()) {
    // An undo that fails must not hide why the checkout failed. A payment it could not refund stays verified
    // and unclaimed: what the unclaimed-payments sweep still to come (issue 14) refunds.
    const note = await completed.undo?.(dependencies, context).catch(() => null);
    if (note) notes.push(note);
  }
  if (notes.length === 0 || !(failure instanceof AppError)) return failure;
  return failure.withNotes(notes);
}

/**
 * The order an earlier attempt with this Idempotency-Key placed, or undefined for a new attempt. The key is
 * locked first, so a second request with it waits here until the first has committed (and then answers its
 * order) or rolled back (and then places the order itself). 422 when the key came with another body.
 */
async function findPreviousAttempt(
  tx: Transaction,
  {
    buyerId,
    idempotencyKey,
    requestHash,
  }: Pick<CheckoutContext, 'buyerId' | 'idempotencyKey' | 'requestHash'>,
): Promise<number | undefined> {
  if (!idempotencyKey) return undefined;
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${LOCK_SPACES.checkoutKey}::int, hashtext(${`${buyerId}:${idempotencyKey}`}))`,
  );
  const [previous] = await tx
    .select()
    .from(checkoutRequests)
    .where(and(eq(checkoutRequests.userId, buyerId), eq(checkoutRequests.key, idempotencyKey)));
  if (!previous) return undefined;
  if (previous.requestHash !== requestHash) {
    throw new AppError(422, 'order.idempotency_key_reused');
  }
  return previous.orderId;
}

/** SHA-256 of the request as the server read it, keys sorted: the same body hashes the same however sent. */
export function hashRequest(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Cash on delivery costs the buyer nothing until the hand-over, so one account could hold the whole catalogue
 * (docs/decisions/003): a buyer may have only a few such orders waiting to be collected. A free item costs nothing
 * at all, so a buyer may have fewer still waiting (docs/decisions/093-free-listings.md); an order of free items
 * alone has nothing to collect and is not a cash order. Both are counted under one lock of the buyer's, taken
 * after the listings' locks as every checkout does, so two orders placed at once cannot both slip under a limit.
 */
async function refuseOverOpenOrderLimits(
  { tx, buyerId, openCashOrderLimit, openFreeOrderLimit }: CheckoutContext,
  applies: { cash: boolean; free: boolean },
): Promise<void> {
  if (!applies.cash && !applies.free) return;
  await lockUser(tx, 'cashOrders', buyerId);
  const waiting = and(
    eq(orders.userId, buyerId),
    isNull(orders.deletedAt),
    inArray(orders.status, [...AWAITING_HAND_OVER_STATUSES]),
  );
  if (applies.cash) {
    const [row] = await tx
      .select({ waiting: count() })
      .from(orders)
      .where(and(waiting, eq(orders.paymentMethod, 'cod'), sql`${orders.totalAmount} > 0`));
    if ((row?.waiting ?? 0) >= openCashOrderLimit) {
      throw conflict('order.cash_limit', { limit: openCashOrderLimit });
    }
  }
  if (applies.free) {
    // A free item waits while its seller's part does: one handed over or declined no longer counts.
    const [row] = await tx
      .select({ waiting: countDistinct(orders.id) })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .innerJoin(
        orderParts,
        and(eq(orderParts.orderId, orders.id), eq(orderParts.sellerId, orderItems.sellerId)),
      )
      .where(and(waiting, sql`${orderItems.price} = 0`, eq(orderParts.state, 'awaiting')));
    if ((row?.waiting ?? 0) >= openFreeOrderLimit) {
      throw conflict('order.free_limit', { limit: openFreeOrderLimit });
    }
  }
}

/**
 * A seller who owes more than COD_FEE_DEBT_LIMIT in the fees of cash sales is paid online only until the debt is
 * settled, netted or paid (400, naming them as the listings do; docs/decisions/048-fees-cash-sales-owe.md).
 */
async function refuseCashFromSellersOwingFees(
  tx: Transaction,
  checked: ReturnType<typeof checkLinesForSale>,
  limitPaise: number,
): Promise<void> {
  const sellerIds = [...new Set(checked.map(({ listing }) => listing.sellerId))];
  const owing = new Set(await sellersOverFeeLimit(tx, sellerIds, limitPaise));
  if (owing.size === 0) return;
  const contacts = await findUsersContact(tx, [...owing]);
  const names = [
    ...new Set(
      checked
        .filter(({ listing }) => owing.has(listing.sellerId))
        .map(
          ({ listing }) => listing.sellerContactName ?? contacts.get(listing.sellerId)?.name ?? listing.title,
        ),
    ),
  ];
  throw badRequest('order.cash_unavailable', { sellers: names.join(', ') });
}

/**
 * A buyer who saw an old price must look again before paying the new one (409, docs/decisions/022-platform-fee.md):
 * the price charged, which an accepted offer sets (or stops setting when it runs out).
 */
function refuseStaleClientPrices(input: CreateOrderInput, charged: ChargedLines) {
  for (const item of input.items) {
    const line = charged.find(({ listing }) => listing.id === item.productId);
    if (line && item.price != null && toPaise(item.price) !== toPaise(line.unitPrice)) {
      throw conflict('order.price_changed', {
        title: line.listing.title,
        price: rupees(toPaise(line.unitPrice)),
      });
    }
  }
}

function refuseStaleClientTotals(input: CreateOrderInput, totals: { total: number; platformFee: number }) {
  if (input.totalAmount != null && toPaise(input.totalAmount) !== totals.total) {
    throw conflict('order.total_changed', { total: rupees(totals.total) });
  }
  if (input.commission != null && toPaise(input.commission) !== totals.platformFee) {
    throw conflict('order.fee_changed', { fee: rupees(totals.platformFee) });
  }
}
