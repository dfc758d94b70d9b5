import type { ProductDetail } from '../../../domain/contracts/products.ts';
import { sessionStore } from '../../lib/storage.ts';

/** What Buy Now hands to /checkout in session storage (spec, section 3: the buy-now handoff). */
export interface BuyNowCheckout {
  items: { product: ProductDetail; quantity: number }[];
  fromBuyNow: true;
}

/** Stores the single-item handoff under buyNowCheckout; checkout reads it instead of the cart. */
export function storeBuyNowCheckout(product: ProductDetail, quantity: number): void {
  const handoff: BuyNowCheckout = { items: [{ product, quantity }], fromBuyNow: true };
  sessionStore.set('buyNowCheckout', handoff);
}
