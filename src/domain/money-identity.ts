import { amountPaidForPart, type PartState, sellerReceives } from './exchange.ts';
import { type Paise, sumPaise, toPaise } from './money.ts';

/**
 * Every sum to the paisa (docs/decisions/043-seller-payout-ledger.md): for an order paid online, what the buyer
 * paid equals what its sellers are paid out (ledger earnings − reversals), plus the platform fees the platform
 * keeps, plus what went back to the buyer, plus the base price still held for parts not yet handed over.
 */

export interface PartMoney {
  lines: readonly { price: string; quantity: number; platformFee: string }[];
  state: PartState;
  /** The part's refund was written (cancel, decline, approved request, admin refund). */
  refunded: boolean;
}

export interface MoneySides {
  /** What the buyer paid: every part's price × quantity plus its fee. */
  buyerPaid: Paise;
  /** Net payouts: base price of parts handed over and not refunded (earning − reversal). */
  sellerPayouts: Paise;
  /** Fees of the parts not refunded. */
  platformFees: Paise;
  /** What the buyer got back: each refunded part in full. */
  refunds: Paise;
  /** Base price of parts neither handed over nor refunded: held until they are. */
  held: Paise;
}

/** The sides of the identity for one order, computed from its parts as the rules say they should be. */
export function moneySidesOfOrder(parts: readonly PartMoney[]): MoneySides {
  const fee = (part: PartMoney) => sumPaise(part.lines.map((line) => toPaise(line.platformFee)));
  return {
    buyerPaid: sumPaise(parts.map((part) => amountPaidForPart(part.lines))),
    sellerPayouts: sumPaise(
      parts.filter((p) => p.state === 'handed_over' && !p.refunded).map((p) => sellerReceives(p.lines)),
    ),
    platformFees: sumPaise(parts.filter((p) => !p.refunded).map(fee)),
    refunds: sumPaise(parts.filter((p) => p.refunded).map((p) => amountPaidForPart(p.lines))),
    held: sumPaise(
      parts.filter((p) => p.state !== 'handed_over' && !p.refunded).map((p) => sellerReceives(p.lines)),
    ),
  };
}

/** buyer payments − (payouts + fees + refunds + held): zero when every paisa is accounted for. */
export function unaccountedPaise(sides: MoneySides): Paise {
  return sides.buyerPaid - (sides.sellerPayouts + sides.platformFees + sides.refunds + sides.held);
}
