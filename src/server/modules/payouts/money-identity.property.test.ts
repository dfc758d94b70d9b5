import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { amountPaidForPart, type PartState, sellerReceives } from '../../../domain/exchange.ts';
import { isStorableTotal, orderTotals } from '../../../domain/fees.ts';
import { toPaise, toRupeeString } from '../../../domain/money.ts';
import { moneySidesOfOrder, unaccountedPaise } from '../../../domain/money-identity.ts';
import { partRefundKey } from '../../../domain/refunds.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import type { Line } from '../../test/checkout.ts';
import { handOver, newStudent, type Student } from '../../test/exchange.ts';
import { createProduct } from '../../test/factories.ts';
import { orderItems, orderParts, orders } from '../orders/orders.tables.ts';
import { payments, refunds } from '../payments/payments.tables.ts';
import { payoutEntries } from './payouts.tables.ts';

/*
 * Every sum to the paisa (docs/decisions/043-seller-payout-ledger.md, 048-fees-cash-sales-owe.md): random orders,
 * online or cash on delivery (1–3 sellers, 1–3 lines each, prices anywhere within a listing's limits), go through
 * random cancels, declines, hand-overs, refund requests approved or rejected and admin status changes, through the
 * API. After each sequence, in integer paise: online, the payment = ledger payouts (earnings − reversals) +
 * platform fees kept + refunds + base price still held, each side read from its own table, and the admin's
 * platform-fee figure moved by exactly the fees kept; in cash, the ledger owes exactly the fee of each part handed
 * over and not given back, and nothing else.
 * A few runs in `npm test`; FUZZ_RUNS=200 for more.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 0) > 0 ? Number(process.env.FUZZ_RUNS) : 10;

// A database of its own: the identity is checked on the admin's figures over every order.
const t = useTestApp({
  env: { COD_OPEN_ORDER_LIMIT: '100000', ORDER_RATE_LIMIT: '100000', COD_FEE_DEBT_LIMIT: '1000000000' },
  ownDatabase: true,
});
let admin: Student;
let buyer: Student;
let sellers: Student[];
/** The i-th seller of the run (there are always three). */
const sellerAt = (index: number): Student => {
  const found = sellers[index];
  if (!found) throw new Error(`no seller ${index}`);
  return found;
};
beforeAll(async () => {
  [admin, buyer, ...sellers] = await Promise.all([
    newStudent(t, { isAdmin: true }),
    newStudent(t),
    newStudent(t),
    newStudent(t),
    newStudent(t),
  ]);
});

const pricePaise = fc.oneof(
  fc.integer({ min: 100, max: 500_000 }),
  fc.integer({ min: 100, max: 1_000_000_000 }), // up to ₹1,00,00,000, the listing limit
);
// Orders the checkout accepts: large listings bought together can pass the largest total an order may have.
const orderShape = fc
  .array(
    fc.array(fc.record({ price: pricePaise, quantity: fc.integer({ min: 1, max: 3 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
    { minLength: 1, maxLength: 3 },
  )
  .filter((shape) =>
    isStorableTotal(
      orderTotals(shape.flat().map((line) => ({ unitPrice: line.price, quantity: line.quantity }))),
    ),
  );
const seller = fc.integer({ min: 0, max: 2 });
const step = fc.oneof(
  fc.record({ kind: fc.constant('handover' as const), seller }),
  fc.record({ kind: fc.constant('decline' as const), seller }),
  fc.record({ kind: fc.constant('cancel' as const) }),
  fc.record({ kind: fc.constant('refund' as const), approve: fc.boolean() }),
  fc.record({
    kind: fc.constant('status' as const),
    to: fc.constantFrom('delivered', 'completed', 'cancelled', 'refunded', 'processing'),
  }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

async function placeOrder(shape: { price: number; quantity: number }[][], cash: boolean): Promise<number> {
  const lines: Line[] = [];
  for (const [index, sellerLines] of shape.entries()) {
    for (const line of sellerLines) {
      const listing = await createProduct(t.database.db, sellerAt(index).user.id, {
        price: toRupeeString(line.price),
        quantity: line.quantity,
      });
      lines.push({ productId: listing.id, quantity: line.quantity });
    }
  }
  const placed = cash
    ? await buyer.placeCashOrder(lines)
    : await buyer.placeOnlineOrder(lines, await buyer.payOnline(lines));
  if (placed.statusCode !== 201) throw new Error(`placing the order: ${placed.statusCode} ${placed.body}`);
  return placed.json().id;
}

async function apply(orderId: number, sellerCount: number, action: Step): Promise<number> {
  switch (action.kind) {
    case 'handover':
      return (
        await handOver(sellerAt(action.seller % sellerCount), buyer, orderId).catch(() => ({
          statusCode: 400,
        }))
      ).statusCode;
    case 'decline':
      return (
        await sellerAt(action.seller % sellerCount).call('POST', `/api/sales/${orderId}/decline`, {
          reason: 'Cannot hand it over after all.',
        })
      ).statusCode;
    case 'cancel':
      return (await buyer.call('PUT', `/api/orders/${orderId}/cancel`)).statusCode;
    case 'refund': {
      await buyer.call('POST', `/api/orders/${orderId}/refund-request`, { reason: 'Not as described' });
      return (
        await admin.call('POST', `/api/admin/orders/${orderId}/refund`, {
          approve: action.approve,
          note: action.approve ? '' : 'The photos match the book.',
        })
      ).statusCode;
    }
    case 'status':
      return (await admin.call('PUT', `/api/orders/${orderId}/status`, { status: action.to })).statusCode;
  }
}

const platformFees = async () =>
  toPaise((await admin.call('GET', '/api/admin/revenue')).json().allTimePlatformFees);

/** A cash order's parts: paid in cash at their hand-over, given back when the order is cancelled or refunded. */
async function checkCashIdentity(orderId: number): Promise<void> {
  const db = t.database.db;
  const [parts, lines, [order], refundRows, ledger] = await Promise.all([
    db.select().from(orderParts).where(eq(orderParts.orderId, orderId)),
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)),
    db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)),
    db.select().from(payoutEntries).where(eq(payoutEntries.orderId, orderId)),
  ]);
  const givenBack = order?.status === 'cancelled' || order?.status === 'refunded';
  const partMoney = parts.map((part) => ({
    sellerId: part.sellerId,
    lines: lines.filter((line) => line.sellerId === part.sellerId),
    state: part.state as PartState,
    refunded: givenBack,
    paidBy: 'cash' as const,
  }));
  const sides = moneySidesOfOrder(partMoney);
  expect(unaccountedPaise(sides)).toBe(0);
  // Nothing goes through the gateway or the payouts; the ledger owes exactly the fees of the cash kept.
  expect(refundRows).toEqual([]);
  expect(ledger.filter((entry) => entry.kind === 'earning' || entry.kind === 'reversal')).toEqual([]);
  expect(0 - ledger.reduce((sum, entry) => sum + entry.amountPaise, 0)).toBe(sides.feesOwed);
  for (const part of partMoney) {
    const own = ledger.filter((entry) => entry.sellerId === part.sellerId);
    const fee = amountPaidForPart(part.lines) - sellerReceives(part.lines);
    const owes = part.state === 'handed_over' && !part.refunded;
    expect(0 - own.reduce((sum, entry) => sum + entry.amountPaise, 0)).toBe(owes ? fee : 0);
    expect(own.filter((entry) => entry.kind === 'fee_owed').length).toBeLessThanOrEqual(1);
    expect(own.filter((entry) => entry.kind === 'fee_reversal').length).toBeLessThanOrEqual(1);
  }
}

async function checkIdentity(orderId: number, feesBefore: number): Promise<void> {
  const db = t.database.db;
  const [parts, lines, [payment], refundRows, ledger] = await Promise.all([
    db.select().from(orderParts).where(eq(orderParts.orderId, orderId)),
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)),
    db.select().from(payments).where(eq(payments.placedOrderId, orderId)),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)),
    db.select().from(payoutEntries).where(eq(payoutEntries.orderId, orderId)),
  ]);
  const refundedKeys = new Set(refundRows.map((row) => row.refundKey));
  const partMoney = parts.map((part) => ({
    sellerId: part.sellerId,
    lines: lines.filter((line) => line.sellerId === part.sellerId),
    state: part.state as PartState,
    refunded: refundedKeys.has(partRefundKey(orderId, part.sellerId)),
  }));
  const sides = moneySidesOfOrder(partMoney);

  // Each side read from its own table.
  if (!payment) throw new Error(`no payment for order ${orderId}`);
  const paid = toPaise(payment.amount);
  const payouts = ledger.reduce((sum, entry) => sum + entry.amountPaise, 0);
  const refunded = refundRows.reduce((sum, row) => sum + toPaise(row.amount), 0);
  const feesKept = (await platformFees()) - feesBefore;
  expect(paid).toBe(sides.buyerPaid);
  expect(payouts).toBe(sides.sellerPayouts);
  expect(refunded).toBe(sides.refunds);
  expect(feesKept).toBe(sides.platformFees);
  expect(paid).toBe(payouts + feesKept + refunded + sides.held);
  expect(unaccountedPaise(sides)).toBe(0);

  // Per part: the ledger holds the base price of a part handed over and kept, nothing otherwise; a refund is
  // exactly what was paid for the part; at most one earning and one reversal.
  for (const part of partMoney) {
    const own = ledger.filter((entry) => entry.sellerId === part.sellerId);
    const net = own.reduce((sum, entry) => sum + entry.amountPaise, 0);
    expect(net).toBe(part.state === 'handed_over' && !part.refunded ? sellerReceives(part.lines) : 0);
    expect(own.filter((entry) => entry.kind === 'earning').length).toBeLessThanOrEqual(1);
    expect(own.filter((entry) => entry.kind === 'reversal').length).toBeLessThanOrEqual(1);
    const refund = refundRows.find((row) => row.sellerId === part.sellerId);
    if (refund) expect(toPaise(refund.amount)).toBe(amountPaidForPart(part.lines));
  }
  // No refund that is not a part's.
  expect(
    await db
      .select({ id: refunds.id })
      .from(refunds)
      .where(
        and(
          eq(refunds.orderId, orderId),
          inArray(
            refunds.sellerId,
            parts.map((p) => p.sellerId),
          ),
        ),
      ),
  ).toHaveLength(refundRows.length);
}

describe('the money identity over the API', () => {
  it(
    'buyer payment (online or in cash) = seller earnings + platform fees (kept or owed) + refunds (+ held), to the paisa, for any sequence',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          orderShape,
          fc.boolean(),
          fc.array(step, { minLength: 1, maxLength: 6 }),
          async (shape, cash, steps) => {
            const feesBefore = await platformFees();
            const orderId = await placeOrder(shape, cash);
            for (const action of steps) {
              const status = await apply(orderId, shape.length, action);
              expect(status, JSON.stringify(action)).toBeLessThan(500);
            }
            await (cash ? checkCashIdentity(orderId) : checkIdentity(orderId, feesBefore));
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
    Math.max(60_000, RUNS * 15_000),
  );
});
