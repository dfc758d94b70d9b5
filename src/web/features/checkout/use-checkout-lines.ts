import { useState } from 'react';
import type { CartLine } from '../../lib/cart/get-cart.ts';
import { toCartProduct, useProductLines } from '../../lib/cart/get-cart-product.ts';
import { useCart } from '../../lib/cart/use-cart.ts';
import { readBuyNowCheckout } from './buy-now-handoff.ts';

export interface CheckoutLines {
  lines: CartLine[];
  isPending: boolean;
  isError: boolean;
  /** True when checking out the Buy Now item rather than the cart. */
  fromBuyNow: boolean;
}

/**
 * What this checkout buys: the Buy Now handoff when there is one (read once, as the page opens), else the cart.
 * A Buy Now listing is fetched again, so the price and stock shown are the ones the order will get.
 */
export function useCheckoutLines(): CheckoutLines {
  const [buyNow] = useState(() =>
    (readBuyNowCheckout()?.items ?? []).map(({ product, quantity }) => ({
      productId: product.id,
      quantity,
      fallback: toCartProduct(product),
    })),
  );
  const buyNowLines = useProductLines(buyNow);
  const cart = useCart();

  // Should the fresh copy fail to load, the handoff's own copy stands in: the server checks every figure anyway.
  if (buyNow.length > 0) return { ...buyNowLines, isError: false, fromBuyNow: true };
  return { lines: cart.lines, isPending: cart.isPending, isError: cart.isError, fromBuyNow: false };
}
