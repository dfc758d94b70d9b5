import { indianDate, startOfIndianDate } from './india-time.ts';
import type { Paise } from './money.ts';

/**
 * The seller payout ledger (docs/decisions/043-seller-payout-ledger.md) and the working days it counts in
 * (docs/decisions/044-working-days-and-holidays.md). Entries are integer paise, signed: an earning is the base
 * price due to a seller for a part handed over (positive), a reversal takes it back when that part is refunded
 * afterwards (negative). Nothing is edited but the mark that an entry was paid.
 */

export const PAYOUT_KINDS = [
  'earning',
  'reversal',
  'fee_owed',
  'fee_reversal',
  'fee_paid',
  'fee_netted',
] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

/**
 * The fees cash sales owe (docs/decisions/048-fees-cash-sales-owe.md), a running balance beside the payouts:
 * `fee_owed` (minus the fee of a cash part handed over), `fee_reversal` (plus it back when that part is refunded),
 * `fee_paid` (plus what the seller paid the platform, recorded by an admin) and `fee_netted` (plus what a
 * settlement kept back from the seller's payout for them). The fees a seller owes = minus their sum.
 */
export const FEE_KINDS = [
  'fee_owed',
  'fee_reversal',
  'fee_paid',
  'fee_netted',
] as const satisfies readonly PayoutKind[];
export type FeeKind = (typeof FEE_KINDS)[number];

/** True for the entries of the fee balance; the others (earning, reversal) are money the platform pays out. */
export function isFeeKind(kind: PayoutKind): kind is FeeKind {
  return (FEE_KINDS as readonly PayoutKind[]).includes(kind);
}

/** A seller who owes more than this in fees is offered for online payment only (COD_FEE_DEBT_LIMIT's default, ₹500). */
export const DEFAULT_FEE_DEBT_LIMIT: Paise = 50_000;

/**
 * What settling a seller pays and nets: the due payouts minus the fees owed, never below zero — the fees netted
 * are at most what is due, and what is left stays owed. A credit (fees owed below zero: a fee already netted was
 * refunded) goes out with the payout.
 */
export function settlementOf(duePaise: Paise, feesOwedPaise: Paise): { netted: Paise; transfer: Paise } {
  const netted = feesOwedPaise > 0 ? Math.min(Math.max(duePaise, 0), feesOwedPaise) : feesOwedPaise;
  return { netted, transfer: duePaise - netted };
}

/**
 * The cash sales whose fees are still owed, oldest first, and how much of each: each part's fee less its reversal,
 * then what was paid or netted taken off the oldest fees first.
 */
export function outstandingFees(
  entries: readonly { orderId: number | null; kind: PayoutKind; amountPaise: Paise }[],
): { orderId: number; owedPaise: Paise }[] {
  const owed = new Map<number, Paise>();
  let settled = 0;
  for (const entry of entries) {
    if (entry.kind === 'fee_owed' && entry.orderId !== null) {
      owed.set(entry.orderId, (owed.get(entry.orderId) ?? 0) - entry.amountPaise);
    } else if (entry.kind === 'fee_reversal' && entry.orderId !== null) {
      owed.set(entry.orderId, (owed.get(entry.orderId) ?? 0) - entry.amountPaise);
    } else if (entry.kind === 'fee_paid' || entry.kind === 'fee_netted') {
      settled += entry.amountPaise;
    }
  }
  const left: { orderId: number; owedPaise: Paise }[] = [];
  for (const [orderId, fee] of owed) {
    if (fee <= 0) continue;
    const taken = Math.min(Math.max(settled, 0), fee);
    settled -= taken;
    if (fee > taken) left.push({ orderId, owedPaise: fee - taken });
  }
  return left;
}

/** Where an entry stands for the seller: not yet due, due (owed now), or paid out. */
export const PAYOUT_STATUSES = ['pending', 'due', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Full working days that pass before an earning is due (the terms promise payment within 2–3 working days). */
export const PAYOUT_WORKING_DAYS = 2;

/**
 * National holidays with a fixed date, as MM-DD: Republic Day, Independence Day and Gandhi Jayanti (the three
 * national holidays), and Christmas (a gazetted holiday for every central government office on a fixed date).
 * Holidays whose date moves with a lunar calendar (Diwali, Holi, Eid …) are not listed (decision 044).
 */
export const INDIAN_FIXED_HOLIDAYS: readonly { monthDay: string; name: string }[] = [
  { monthDay: '01-26', name: 'Republic Day' },
  { monthDay: '08-15', name: 'Independence Day' },
  { monthDay: '10-02', name: 'Gandhi Jayanti' },
  { monthDay: '12-25', name: 'Christmas' },
];

const DAY_MS = 86_400_000;

/** True for Monday to Friday, except the fixed national holidays; `day` is 'YYYY-MM-DD' (an Indian day). */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = day.slice(5);
  return !INDIAN_FIXED_HOLIDAYS.some((holiday) => holiday.monthDay === monthDay);
}

/**
 * When an entry written at `writtenAt` becomes due: at midnight in India after PAYOUT_WORKING_DAYS full working
 * days have passed since the day it was written. Written on a Monday (any hour) → due Thursday 00:00 IST;
 * on a Friday or a weekend day → due Wednesday 00:00 IST; a holiday on the way adds a day.
 */
export function payoutDueAt(writtenAt: Date, workingDays = PAYOUT_WORKING_DAYS): Date {
  let day = indianDate(writtenAt);
  let counted = 0;
  while (counted < workingDays) {
    day = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    if (isWorkingDay(day)) counted += 1;
  }
  // Midnight after the last counted day, India time.
  return new Date(startOfIndianDate(day).getTime() + DAY_MS);
}

/** An entry's status now. */
export function payoutStatus(entry: { dueAt: Date; paidAt: Date | null }, now: Date): PayoutStatus {
  if (entry.paidAt) return 'paid';
  return entry.dueAt <= now ? 'due' : 'pending';
}

/** Signed paise → "-349.00" / "349.00", the form the API answers amounts in. */
export function toSignedRupeeString(paise: Paise): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a paise amount: ${paise}`);
  const magnitude = Math.abs(paise);
  const text = `${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
  return paise < 0 ? `-${text}` : text;
}

/** A settlement reference: the bank's UTR or the payout's id, 1–100 characters. */
export const PAYOUT_REFERENCE_MAX = 100;
