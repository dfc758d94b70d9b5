import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CartLine } from './get-cart.ts';

/** True when a line cannot be bought as it stands (gone, or more in the cart than in stock). */
export function hasLineProblem(line: CartLine): boolean {
  return !line.product.available || line.quantity > line.product.quantity;
}

/** Why a line cannot be bought as it stands, in the reader's language, or null when it can. */
export function lineProblem(i18n: I18n, line: CartLine): string | null {
  if (!line.product.available) return i18n._(msg`No longer available`);
  const stock = line.product.quantity;
  if (line.quantity > stock) return i18n._(msg`Only ${stock} left in stock`);
  return null;
}

/** The lines whose listing can still be bought: the ones the order summary adds up. */
export function availableLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((line) => line.product.available);
}

/** The seller prices and quantities, as the fee rules take them. */
export function pricedItems(lines: readonly CartLine[]) {
  return lines.map((line) => ({ price: line.product.price, quantity: line.quantity }));
}
