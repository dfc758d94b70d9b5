import { and, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Page } from '../../../domain/contracts/common.ts';
import type { PayoutEntry, PayoutTotals, Settlement } from '../../../domain/contracts/payouts.ts';
import type { Paise } from '../../../domain/money.ts';
import { orderNumber } from '../../../domain/order-status.ts';
import { payoutDueAt, payoutStatus, toSignedRupeeString } from '../../../domain/payouts.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { payoutEntries } from './payouts.tables.ts';

/**
 * The seller payout ledger (docs/decisions/043-seller-payout-ledger.md): earnings written with the hand-over,
 * reversals written with a refund after it, both in the caller's transaction; totals and entries for the seller;
 * settling a seller's due entries for admins. Nothing here updates a row except to mark it paid, or deletes one.
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

const sumText = (filter: ReturnType<typeof sql>) =>
  sql<string>`coalesce(sum(${payoutEntries.amountPaise}) filter (where ${filter}), 0)::text`;
const unpaid = sql`${payoutEntries.paidAt} IS NULL`;

/** A seller's pending (not yet due), due and paid totals, in signed paise. */
export async function payoutTotals(
  db: Executor,
  sellerId: number,
  now = new Date(),
): Promise<{ pending: Paise; due: Paise; paid: Paise }> {
  const [row] = await db
    .select({
      pending: sumText(sql`${unpaid} AND ${payoutEntries.dueAt} > ${now}`),
      due: sumText(sql`${unpaid} AND ${payoutEntries.dueAt} <= ${now}`),
      paid: sumText(sql`${payoutEntries.paidAt} IS NOT NULL`),
    })
    .from(payoutEntries)
    .where(eq(payoutEntries.sellerId, sellerId));
  return { pending: Number(row?.pending ?? 0), due: Number(row?.due ?? 0), paid: Number(row?.paid ?? 0) };
}

/** The same totals as the API answers them. */
export function totalsAsRupees(totals: { pending: Paise; due: Paise; paid: Paise }): PayoutTotals {
  return {
    pending: toSignedRupeeString(totals.pending),
    due: toSignedRupeeString(totals.due),
    paid: toSignedRupeeString(totals.paid),
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
      orderNumber: orderNumber(row.orderId),
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

/** Every seller with unpaid entries: due and pending totals (signed paise) and how many entries, most due first. */
export async function unpaidBySeller(
  db: Executor,
  now = new Date(),
): Promise<{ sellerId: number; due: Paise; pending: Paise; count: number }[]> {
  const due = sql`coalesce(sum(${payoutEntries.amountPaise}) filter (where ${payoutEntries.dueAt} <= ${now}), 0)`;
  const rows = await db
    .select({
      sellerId: payoutEntries.sellerId,
      due: sql<string>`${due}::text`,
      pending: sumText(sql`${payoutEntries.dueAt} > ${now}`),
      count: sql<number>`count(*)::int`,
    })
    .from(payoutEntries)
    .where(isNull(payoutEntries.paidAt))
    .groupBy(payoutEntries.sellerId)
    .orderBy(desc(due), payoutEntries.sellerId);
  return rows.map((row) => ({
    sellerId: row.sellerId,
    due: Number(row.due),
    pending: Number(row.pending),
    count: row.count,
  }));
}

/**
 * Pays out a seller's due entries, in the caller's transaction: locks them (FOR UPDATE), and marks every one paid
 * with the reference, the admin and one timestamp. Two settles at once: the second waits for the first's locks,
 * then finds the rows paid and nothing due (409) — a payout is made once. 409 too when the due entries come to
 * nothing or less (a reversal after a payout waits for the next earning).
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
  const due = and(
    eq(payoutEntries.sellerId, sellerId),
    isNull(payoutEntries.paidAt),
    lte(payoutEntries.dueAt, now),
  );
  const rows = await tx
    .select({ id: payoutEntries.id, amountPaise: payoutEntries.amountPaise })
    .from(payoutEntries)
    .where(due)
    .orderBy(payoutEntries.id)
    .for('update');
  const amount = rows.reduce((sum, row) => sum + row.amountPaise, 0);
  if (rows.length === 0 || amount <= 0) throw conflict('payout.nothing_due');
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
  return {
    sellerId,
    amount: toSignedRupeeString(amount),
    count: rows.length,
    reference,
    paidAt: now.toISOString(),
  };
}
