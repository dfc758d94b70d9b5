import { z } from 'zod';
import { MAX_RECORD_ID } from './common.ts';
import { AcceptedOfferPriceSchema } from './offers.ts';

/** What the cart shows of a listing, including whether it can still be bought. */
export const CartProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  condition: z.string(),
  price: z.string(),
  originalPrice: z.string().nullable(),
  images: z.array(z.string()),
  /** Units in stock now. */
  quantity: z.number().int(),
  /** False once the listing is deleted or sold out. */
  available: z.boolean(),
});
export type CartProduct = z.infer<typeof CartProductSchema>;

export const CartItemSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  productId: z.number().int(),
  quantity: z.number().int(),
  product: CartProductSchema,
  /**
   * Whether this line may be paid in cash at the hand-over: false while its seller owes more than
   * COD_FEE_DEBT_LIMIT in the fees of cash sales (docs/decisions/048-fees-cash-sales-owe.md). Never the amount.
   */
  cashOnDelivery: z.boolean(),
  /**
   * The buyer's accepted offer on this listing, while it holds: a line of one unit is charged its price; a line of
   * more is refused until it is one (docs/decisions/038-offers.md). Absent without one.
   */
  offer: AcceptedOfferPriceSchema.optional(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

const quantity = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(1000, 'Quantity is too large');

export const AddToCartSchema = z.object({
  /** Sent by the web app (spec, section 7); must be the signed-in user's own id when present. */
  userId: z.number().int().optional(),
  productId: z
    .number({ error: 'Product is required' })
    .int()
    .positive()
    .max(MAX_RECORD_ID, 'Product id is out of range'),
  quantity: quantity.default(1),
});
export type AddToCart = z.input<typeof AddToCartSchema>;

export const UpdateCartItemSchema = z.object({ quantity });
