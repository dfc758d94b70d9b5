import { and, asc, count, desc, eq, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Page } from '../../../domain/contracts/common.ts';
import type {
  FeeOwed,
  FeesPaid,
  PayoutEntry,
  PayoutTotals,
  Settlement,
} from '../../../domain/contracts/payouts.ts';
import type { Paise } from '../../../domain/money.ts';
import { orderNumber } from '../../../domain/order-status.ts';
import {
  FEE_KINDS,
  outstandingFees,
  payoutDueAt,
  payoutStatus,
  settlementOf,
  toSignedRupeeString,
} from '../../../domain/payouts.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { LOCK_SPACES } from '../../db/lock-keys.ts';
import { conflict } from '../../lib/app-error.ts';
import { payoutEntries } from './payouts.tables.ts';

/**
 * The seller payout ledger (docs/decisions/043-seller-payout-ledger.md): earnings written with the hand-over,
 * reversals written with a refund after it, both in the caller's transaction; totals and entries for the seller;
 * settling a seller's due entries for admins. Nothing here updates a row except to mark it paid, or deletes one.
 * Beside them, the fees cash sales owe (docs/decisions/048-fees-cash-sales-owe.md): a running balance of fee
 * entries that settling nets from the payout and an admin's record of a payment reduces.
 */

type Executor = Database | Transaction;

/**
 * Records, in the caller's transaction, that the base price of a part handed over is due to its seller: once per
 * part (a second call changes nothing). Due two working days later (docs/decisions/044).
 */
export async function recordEarning(
  tx: Transaction,
  {
    orderId,
    sellerId,
    amountPaise,
    now = new Date(),
  }: { orderId: number; sellerId: number; amountPaise: Paise; now?: Date },
): Promise<void> {
  if (amountPaise <= 0) return;
  await tx
    .insert(payoutEntries)
    .values({
      orderId,
      sellerId,
      kind: 'earning',
      amountPaise,
      createdAt: now,
      dueAt: payoutDueAt(now),
    })
    .onConflictDoNothing();
}

/**
 * Takes back, in the caller's transaction, the earning of a part that is being refunded: a reversal of the same
 * amount, once per part. Nothing when the part earned nothing (never handed over, or paid in cash). A reversal
 * of an earning not paid yet is due with it, so the two cancel out in the same total; of one already paid, it is
 * due at once and comes off the seller's next payout.
 */
export async function recordReversal(
  tx: Transaction,
  { orderId, sellerId, now = new Date() }: { orderId: number; sellerId: number; now?: Date },
): Promise<void> {
  const [earning] = await tx
    .select()
    .from(payoutEntries)
    .where(
      and(
        eq(payoutEntries.orderId, orderId),
        eq(payoutEntries.sellerId, sellerId),
        eq(payoutEntries.kind, 'earning'),
      ),
    );
  if (!earning) return;
  await tx
    .insert(payoutEntries)
    .values({
      orderId,
      sellerId,
      kind: 'reversal',
      amountPaise: -earning.amountPaise,
      createdAt: now,
      dueAt: earning.paidAt ? now : earning.dueAt,
    })
    .onConflictDoNothing();
}

/**
 * Records, in the caller's transaction, that the seller of a cash part just handed over owes the platform its fee
 * (they took it from the buyer with the price): once per part, owed at once. Nothing for a part without a fee.
 */
export async function recordFeeOwed(
  tx: Transaction,
  {
    orderId,
    sellerId,
    feePaise,
    now = new Date(),
  }: { orderId: number; sellerId: number; feePaise: Paise; now?: Date },
): Promise<void> {
  if (feePaise <= 0) return;
  await tx
    .insert(payoutEntries)
    .values({ orderId, sellerId, kind: 'fee_owed', amountPaise: -feePaise, createdAt: now, dueAt: now })
    .onConflictDoNothing();
}

/**
 * Takes back, in the caller's transaction, the fee a cash part owes when the part is refunded after its hand-over
 * (the seller gives the buyer all the cash back): once per part, nothing when the part owed no fee.
 */
export async function recordFeeReversal(
  tx: Transaction,
  { orderId, sellerId, now = new Date() }: { orderId: number; sellerId: number; now?: Date },
): Promise<void> {
  const [owed] = await tx
    .select({ amountPaise: payoutEntries.amountPaise })
    .from(payoutEntries)
    .where(
      and(
        eq(payoutEntries.orderId, orderId),
        eq(payoutEntries.sellerId, sellerId),
        eq(payoutEntries.kind, 'fee_owed'),
      ),
    );
  if (!owed) return;
  await tx
    .insert(payoutEntries)
    .values({
      orderId,
      sellerId,
      kind: 'fee_reversal',
      amountPaise: -owed.amountPaise,
      createdAt: now,
      dueAt: now,
    })
    .onConflictDoNothing();
}

const feeKind = inArray(payoutEntries.kind, [...FEE_KINDS]);
const payoutKind = notInArray(payoutEntries.kind, [...FEE_KINDS]);

/** The fees a seller owes now, in paise: minus the sum of their fee entries (below zero: a credit). */
export async function feesOwed(db: Executor, sellerId: number): Promise<Paise> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${payoutEntries.amountPaise}), 0)::text` })
    .from(payoutEntries)
    .where(and(eq(payoutEntries.sellerId, sellerId), feeKind));
  return -Number(row?.sum ?? 0);
}

/** Of the named sellers, those who owe more than `limitPaise` in fees (docs/decisions/048). */
export async function sellersOverFeeLimit(
  db: Executor,
  sellerIds: readonly number[],
  limitPaise: Paise,
): Promise<number[]> {
  if (sellerIds.length === 0) return [];
  const owed = sql`-sum(${payoutEntries.amountPaise})`;
  const rows = await db
    .select({ sellerId: payoutEntries.sellerId })
    .from(payoutEntries)
    .where(and(inArray(payoutEntries.sellerId, [...sellerIds]), feeKind))
    .groupBy(payoutEntries.sellerId)
    .having(sql`${owed} > ${limitPaise}`);
  return rows.map((row) => row.sellerId).sort((a, b) => a - b);
}

/** The cash sales whose fees a seller still owes, oldest first, with how much of each. */
export async function listFeesOwed(db: Executor, sellerId: number): Promise<FeeOwed[]> {
  const rows = await db
    .select({
      orderId: payoutEntries.orderId,
      kind: payoutEntries.kind,
      amountPaise: payoutEntries.amountPaise,
      createdAt: payoutEntries.createdAt,
    })
    .from(payoutEntries)
    .where(and(eq(payoutEntries.sellerId, sellerId), feeKind))
    .orderBy(asc(payoutEntries.createdAt), asc(payoutEntries.id));
  const handedOverAt = new Map(
    rows.filter((row) => row.kind === 'fee_owed').map((row) => [row.orderId, row.createdAt] as const),
  );
  return outstandingFees(rows).map(({ orderId, owedPaise }) => ({
    orderId,
    orderNumber: orderNumber(orderId),
    amount: toSignedRupeeString(owedPaise),
    handedOverAt: (handedOverAt.get(orderId) ?? new Date(0)).toISOString(),
  }));
}

/** Settling and recording fees paid for one seller take their turns (LOCK_SPACES.sellerFees). */
async function lockFeeBalance(tx: Transaction, sellerId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACES.sellerFees}::int, ${sellerId}::int)`);
}

/**
 * Records, in the caller's transaction, that a seller paid the platform `amountPaise` of the fees they owe, with
 * the payment's reference: written paid, by the admin, at once. 409 when they owe less (or nothing).
 */
export async function recordFeesPaid(
  tx: Transaction,
  {
    sellerId,
    adminId,
    amountPaise,
    reference,
    now = new Date(),
  }: { sellerId: number; adminId: number; amountPaise: Paise; reference: string; now?: Date },
): Promise<FeesPaid> {
  await lockFeeBalance(tx, sellerId);
  const owed = await feesOwed(tx, sellerId);
  if (owed <= 0) throw conflict('payout.no_fees_owed');
  if (amountPaise > owed)
    throw conflict('payout.fees_paid_too_much', { owed: `₹${toSignedRupeeString(owed)}` });
  await tx.insert(payoutEntries).values({
    sellerId,
    orderId: null,
    kind: 'fee_paid',
    amountPaise,
    createdAt: now,
    dueAt: now,
    paidAt: now,
    paidBy: adminId,
    payoutReference: reference,
  });
  return {
    sellerId,
    amount: toSignedRupeeString(amountPaise),
    feesOwed: toSignedRupeeString(owed - amountPaise),
    reference,
    paidAt: now.toISOString(),
  };
}

const sumText = (filter: ReturnType<typeof sql>) =>
  sql<string>`coalesce(sum(${payoutEntries.amountPaise}) filter (where ${filter}), 0)::text`;
const unpaid = sql`${payoutEntries.paidAt} IS NULL`;

type Totals = { pending: Paise; due: Paise; paid: Paise; feesOwed: Paise };

/**
 * A seller's pending (not yet due) and due payouts, what was paid out to them (payouts settled less the fees
 * netted from them) and the fees they owe, in signed paise.
 */
export async function payoutTotals(db: Executor, sellerId: number, now = new Date()): Promise<Totals> {
  const payout = sql`${payoutKind}`;
  const [row] = await db
    .select({
      pending: sumText(sql`${payout} AND ${unpaid} AND ${payoutEntries.dueAt} > ${now}`),
      due: sumText(sql`${payout} AND ${unpaid} AND ${payoutEntries.dueAt} <= ${now}`),
      paid: sumText(sql`(${payout} AND ${payoutEntries.paidAt} IS NOT NULL)`),
      netted: sumText(sql`${payoutEntries.kind} = 'fee_netted'`),
      fees: sumText(sql`NOT (${payout})`),
    })
    .from(payoutEntries)
    .where(eq(payoutEntries.sellerId, sellerId));
  return {
    pending: Number(row?.pending ?? 0),
    due: Number(row?.due ?? 0),
    paid: Number(row?.paid ?? 0) - Number(row?.netted ?? 0),
    feesOwed: -Number(row?.fees ?? 0),
  };
}

/** The same totals as the API answers them. */
export function totalsAsRupees(totals: Totals): PayoutTotals {
  return {
    pending: toSignedRupeeString(totals.pending),
    due: toSignedRupeeString(totals.due),
    paid: toSignedRupeeString(totals.paid),
    feesOwed: toSignedRupeeString(totals.feesOwed),
  };
}

/** One page of a seller's entries, newest first, and how many there are. */
export async function listPayoutEntries(
  db: Executor,
  {
    sellerId,
    limit,
    offset,
    now = new Date(),
  }: { sellerId: number; limit: number; offset: number; now?: Date },
): Promise<Page<PayoutEntry>> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(payoutEntries)
      .where(eq(payoutEntries.sellerId, sellerId))
      .orderBy(desc(payoutEntries.createdAt), desc(payoutEntries.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(payoutEntries).where(eq(payoutEntries.sellerId, sellerId)),
  ]);
  return {
    total: counted?.total ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      orderId: row.orderId,
      orderNumber: row.orderId === null ? null : orderNumber(row.orderId),
      kind: row.kind,
      amount: toSignedRupeeString(row.amountPaise),
      status: payoutStatus(row, now),
      createdAt: row.createdAt.toISOString(),
      dueAt: row.dueAt.toISOString(),
      paidAt: row.paidAt ? row.paidAt.toISOString() : null,
      reference: row.payoutReference,
    })),
  };
}

/**
 * Every seller with unpaid payouts or fees owed (or a fee credit): due and pending payouts and fees owed (signed
 * paise) and how many unpaid payout entries, most due first.
 */
export async function unpaidBySeller(
  db: Executor,
  now = new Date(),
): Promise<{ sellerId: number; due: Paise; pending: Paise; feesOwed: Paise; count: number }[]> {
  const payout = sql`${payoutKind}`;
  const open = sql`${payout} AND ${unpaid}`;
  const due = sql`coalesce(sum(${payoutEntries.amountPaise}) filter (where ${open} AND ${payoutEntries.dueAt} <= ${now}), 0)`;
  const fees = sql`coalesce(sum(${payoutEntries.amountPaise}) filter (where NOT (${payout})), 0)`;
  const rows = await db
    .select({
      sellerId: payoutEntries.sellerId,
      due: sql<string>`${due}::text`,
      pending: sumText(sql`${open} AND ${payoutEntries.dueAt} > ${now}`),
      feesOwed: sql<string>`(-${fees})::text`,
      count: sql<number>`(count(*) filter (where ${open}))::int`,
    })
    .from(payoutEntries)
    // Paid payouts are history; the fee entries are a balance that is never marked off.
    .where(or(isNull(payoutEntries.paidAt), feeKind))
    .groupBy(payoutEntries.sellerId)
    .having(sql`count(*) filter (where ${open}) > 0 OR ${fees} <> 0`)
    .orderBy(desc(due), payoutEntries.sellerId);
  return rows.map((row) => ({
    sellerId: row.sellerId,
    due: Number(row.due),
    pending: Number(row.pending),
    feesOwed: Number(row.feesOwed),
    count: row.count,
  }));
}

/**
 * Pays out a seller's due entries, in the caller's transaction: locks them (FOR UPDATE), and marks every one paid
 * with the reference, the admin and one timestamp. Two settles at once: the second waits for the first's locks,
 * then finds the rows paid and nothing due (409) — a payout is made once. 409 too when the due entries come to
 * nothing or less (a reversal after a payout waits for the next earning). The fees the seller owes are netted
 * from it, never below zero (settlementOf), and written as one `fee_netted` entry, paid with the same reference;
 * what is left stays owed (docs/decisions/048-fees-cash-sales-owe.md).
 */
export async function settleDueEntries(
  tx: Transaction,
  {
    sellerId,
    adminId,
    reference,
    now = new Date(),
  }: { sellerId: number; adminId: number; reference: string; now?: Date },
): Promise<Settlement> {
  await lockFeeBalance(tx, sellerId);
  const due = and(
    eq(payoutEntries.sellerId, sellerId),
    payoutKind,
    isNull(payoutEntries.paidAt),
    lte(payoutEntries.dueAt, now),
  );
  const rows = await tx
    .select({ id: payoutEntries.id, amountPaise: payoutEntries.amountPaise })
    .from(payoutEntries)
    .where(due)
    .orderBy(payoutEntries.id)
    .for('update');
  const dueAmount = rows.reduce((sum, row) => sum + row.amountPaise, 0);
  const { netted, transfer } = settlementOf(dueAmount, await feesOwed(tx, sellerId));
  // Something must move: money to the seller, or fees netted from what is due to them.
  if (transfer <= 0 && netted <= 0) throw conflict('payout.nothing_due');
  const paid = await tx
    .update(payoutEntries)
    .set({ paidAt: now, paidBy: adminId, payoutReference: reference })
    .where(
      and(
        due,
        inArray(
          payoutEntries.id,
          rows.map((row) => row.id),
        ),
      ),
    )
    .returning({ id: payoutEntries.id });
  if (paid.length !== rows.length) throw new Error('payout entries changed under their locks');
  if (netted !== 0) {
    await tx.insert(payoutEntries).values({
      sellerId,
      orderId: null,
      kind: 'fee_netted',
      amountPaise: netted,
      createdAt: now,
      dueAt: now,
      paidAt: now,
      paidBy: adminId,
      payoutReference: reference,
    });
  }
  return {
    sellerId,
    amount: toSignedRupeeString(transfer),
    feesNetted: toSignedRupeeString(netted),
    count: rows.length,
    reference,
    paidAt: now.toISOString(),
  };
}

/** True when a fee of one of the order's cash parts was taken back (the seller returned the cash). */
export async function hasFeeReversal(db: Executor, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payoutEntries.id })
    .from(payoutEntries)
    .where(and(eq(payoutEntries.orderId, orderId), eq(payoutEntries.kind, 'fee_reversal')))
    .limit(1);
  return row !== undefined;
}
