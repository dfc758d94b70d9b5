import type { CartLine } from './get-cart.ts';

/** Why a line cannot be bought as it stands, or null when it can. */
export function lineProblem(line: CartLine): string | null {
  if (!line.product.available) return 'No longer available';
  if (line.quantity > line.product.quantity) return `Only ${line.product.quantity} left in stock`;
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
