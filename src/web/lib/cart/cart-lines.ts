import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CartLine } from './get-cart.ts';

/** An accepted offer prices one unit only: a line of more under one is refused (docs/decisions/038-offers.md). */
function offerNeedsOneUnit(line: CartLine): boolean {
  return line.offer !== undefined && line.quantity !== 1;
}

/** True when a line cannot be bought as it stands (gone, more in the cart than in stock, or an offer's one unit exceeded). */
export function hasLineProblem(line: CartLine): boolean {
  return !line.product.available || line.quantity > line.product.quantity || offerNeedsOneUnit(line);
}

/** Why a line cannot be bought as it stands, in the reader's language, or null when it can. */
export function lineProblem(i18n: I18n, line: CartLine): string | null {
  if (!line.product.available) return i18n._(msg`No longer available`);
  const stock = line.product.quantity;
  if (line.quantity > stock) return i18n._(msg`Only ${stock} left in stock`);
  if (offerNeedsOneUnit(line)) {
    return i18n._(
      msg`Your accepted offer is for one unit. Set the quantity to 1 to buy it at the offer price.`,
    );
  }
  return null;
}

/** The unit price a line is charged: the buyer's accepted offer while it holds, else the listing's price. */
export function unitPriceOf(line: CartLine): string {
  return line.offer?.price ?? line.product.price;
}

/** The lines whose listing can still be bought: the ones the order summary adds up. */
export function availableLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((line) => line.product.available);
}

/** The prices charged and quantities, as the fee rules take them. */
export function pricedItems(lines: readonly CartLine[]) {
  return lines.map((line) => ({ price: unitPriceOf(line), quantity: line.quantity }));
}
