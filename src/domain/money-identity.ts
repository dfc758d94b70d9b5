import { amountPaidForPart, type PartState, sellerReceives } from './exchange.ts';
import { type Paise, sumPaise, toPaise } from './money.ts';

/**
 * Every sum to the paisa (docs/decisions/043-seller-payout-ledger.md, 048-fees-cash-sales-owe.md): for every
 * order, what the buyer paid — online, or in cash at the hand-over — equals what its sellers earn (paid out from
 * the ledger, or kept in cash), plus the platform fees (received online, or owed by the seller for a cash sale),
 * plus what went back to the buyer, plus the base price the platform still holds for online parts not yet handed
 * over.
 */

export interface PartMoney {
  lines: readonly { price: string; quantity: number; platformFee: string }[];
  state: PartState;
  /** The part's refund was written (cancel, decline, approved request, admin refund); in cash, given back. */
  refunded: boolean;
  /** How the buyer pays: online at checkout, or in cash to the seller at the hand-over. Online unless said. */
  paidBy?: 'online' | 'cash';
}

export interface MoneySides {
  /** What the buyer paid: every online part's price × quantity plus its fee; a cash part's when handed over. */
  buyerPaid: Paise;
  /** Net payouts: base price of online parts handed over and not refunded (earning − reversal). */
  sellerPayouts: Paise;
  /** Base price of cash parts handed over and not refunded: the seller kept it. */
  sellerCash: Paise;
  /** Fees of the online parts not refunded: received. */
  platformFees: Paise;
  /** Fees of the cash parts handed over and not refunded: owed by their sellers (fee_owed − fee_reversal). */
  feesOwed: Paise;
  /** What the buyer got back: each refunded online part in full, each cash part handed over and given back. */
  refunds: Paise;
  /** Base price of online parts neither handed over nor refunded: held until they are. */
  held: Paise;
}

/** The sides of the identity for one order, computed from its parts as the rules say they should be. */
export function moneySidesOfOrder(parts: readonly PartMoney[]): MoneySides {
  const fee = (part: PartMoney) => sumPaise(part.lines.map((line) => toPaise(line.platformFee)));
  const online = parts.filter((part) => part.paidBy !== 'cash');
  // A cash part is paid for only when it changes hands; before that nothing moved either way.
  const cash = parts.filter((part) => part.paidBy === 'cash' && part.state === 'handed_over');
  const kept = (part: PartMoney) => !part.refunded;
  return {
    buyerPaid: sumPaise([...online, ...cash].map((part) => amountPaidForPart(part.lines))),
    sellerPayouts: sumPaise(
      online.filter((p) => p.state === 'handed_over' && kept(p)).map((p) => sellerReceives(p.lines)),
    ),
    sellerCash: sumPaise(cash.filter(kept).map((p) => sellerReceives(p.lines))),
    platformFees: sumPaise(online.filter(kept).map(fee)),
    feesOwed: sumPaise(cash.filter(kept).map(fee)),
    refunds: sumPaise([...online, ...cash].filter((p) => p.refunded).map((p) => amountPaidForPart(p.lines))),
    held: sumPaise(
      online.filter((p) => p.state !== 'handed_over' && kept(p)).map((p) => sellerReceives(p.lines)),
    ),
  };
}

/** buyer payments − (earnings + fees + refunds + held): zero when every paisa is accounted for. */
export function unaccountedPaise(sides: MoneySides): Paise {
  return (
    sides.buyerPaid -
    (sides.sellerPayouts +
      sides.sellerCash +
      sides.platformFees +
      sides.feesOwed +
      sides.refunds +
      sides.held)
  );
}
