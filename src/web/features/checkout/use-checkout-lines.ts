import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import type { CartLine } from '../../lib/cart/get-cart.ts';
import { toCartProduct, useProductLines } from '../../lib/cart/get-cart-product.ts';
import { useCart } from '../../lib/cart/use-cart.ts';
import { heldOfferQueryOptions } from '../../lib/offers/listing-offers.ts';
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
 * A Buy Now listing is fetched again, with the buyer's accepted offer on it, so the price and stock shown are the
 * ones the order will get (the server prices one unit at a held offer, docs/decisions/038-offers.md).
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
  const heldOffers = useQueries({ queries: buyNow.map(({ productId }) => heldOfferQueryOptions(productId)) });
  const cart = useCart();

  if (buyNow.length > 0) {
    const lines = buyNowLines.lines.map((line) => {
      const offer = heldOffers[buyNow.findIndex(({ productId }) => productId === line.productId)]?.data;
      return offer ? { ...line, offer } : line;
    });
    // Should a fresh copy fail to load, the handoff's own copy stands in (and no offer): the server checks every
    // figure anyway.
    const isPending = buyNowLines.isPending || heldOffers.some((query) => query.isPending);
    return { lines, isPending, isError: false, fromBuyNow: true };
  }
  return { lines: cart.lines, isPending: cart.isPending, isError: cart.isError, fromBuyNow: false };
}
