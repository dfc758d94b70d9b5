import { z } from 'zod';
import { ProductDetailSchema } from '../../../domain/contracts/products.ts';
import { sessionStore } from '../../lib/storage.ts';

/** The product page's Buy Now handoff (spec, section 3): the item to check out instead of the cart. */
const BuyNowCheckoutSchema = z.object({
  items: z.array(z.object({ product: ProductDetailSchema, quantity: z.number().int().min(1) })).min(1),
  fromBuyNow: z.literal(true),
});
export type BuyNowCheckout = z.infer<typeof BuyNowCheckoutSchema>;

/** The handoff in session storage, or null when there is none or it cannot be read. */
export function readBuyNowCheckout(): BuyNowCheckout | null {
  const parsed = BuyNowCheckoutSchema.safeParse(sessionStore.get<unknown>('buyNowCheckout'));
  return parsed.success ? parsed.data : null;
}

export function clearBuyNowCheckout(): void {
  sessionStore.remove('buyNowCheckout');
}
