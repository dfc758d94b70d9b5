import { z } from 'zod';
import { RATING_COMMENT_MAX } from '../deal-ratings.ts';
import { MAX_RECORD_ID, multiLine } from './common.ts';
import { ProductListItemSchema, SellerRatingSchema } from './products.ts';

/**
 * Ratings of the other person after a deal, and the public profile they build
 * (docs/decisions/082-ratings-from-real-deals.md).
 */

const stars = z
  .number({ error: 'Please select a rating' })
  .int('Rating must be a whole number of stars')
  .min(1, 'Rating must be between 1 and 5')
  .max(5, 'Rating must be between 1 and 5');

/** POST /api/orders/{orderId}/ratings. */
export const CreateDealRatingSchema = z.object({
  rating: stars,
  comment: z
    .string()
    .trim()
    .max(RATING_COMMENT_MAX, 'A rating comment can be at most 1,000 characters')
    .regex(...multiLine('Comment'))
    .default(''),
  /** The buyer names the seller they rate when the order has several; a seller rates their own buyer. */
  sellerId: z.number().int().positive().max(MAX_RECORD_ID, 'Seller id is out of range').optional(),
});
export type CreateDealRating = z.input<typeof CreateDealRatingSchema>;

/** A rating as its writer sees it once given. */
export const DealRatingSchema = z.object({
  orderId: z.number().int(),
  sellerId: z.number().int(),
  direction: z.enum(['buyer_rates_seller', 'seller_rates_buyer']),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.iso.datetime(),
});
export type DealRating = z.infer<typeof DealRatingSchema>;

/** The person on the other side of a deal, as others may see them. */
export const DealPartySchema = z.object({
  /** Null once they deleted their account: no profile to link to. */
  username: z.string().nullable(),
  name: z.string(),
});

const GivenRatingSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.iso.datetime(),
});

/** One deal of an order from the viewer's side: whom they rate, what they gave, and what they got once it shows. */
export const DealRatingStateSchema = z.object({
  sellerId: z.number().int(),
  /** The viewer's side of the deal. */
  role: z.enum(['buyer', 'seller']),
  other: DealPartySchema,
  handedOverAt: z.iso.datetime().nullable(),
  /** Until when the viewer may still rate; null when they already did, or before the hand-over. */
  rateUntil: z.iso.datetime().nullable(),
  given: GivenRatingSchema.nullable(),
  /** The other side's rating of the viewer, once it shows (both rated, or 14 days after the hand-over). */
  received: GivenRatingSchema.nullable(),
  /** The other side has rated, and it shows once the viewer rates too (or the 14 days pass). */
  receivedHidden: z.boolean(),
});
export type DealRatingState = z.infer<typeof DealRatingStateSchema>;

/** GET /api/orders/{orderId}/ratings: the viewer's deals in that order. */
export const OrderRatingsSchema = z.array(DealRatingStateSchema);
export type OrderRatings = z.infer<typeof OrderRatingsSchema>;

/** `/users/:username/profile`. */
export const UsernameParamsSchema = z.object({
  username: z.string().min(1, 'User not found').max(254, 'User not found'),
});

/** A public profile: never an e-mail address, a phone number, an address or what anyone ordered. */
export const PublicProfileSchema = z.object({
  /** The account's id, as every listing gives its seller's: what a report of the student names. */
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  institute: z.string().nullable(),
  city: z.string().nullable(),
  memberSince: z.iso.datetime(),
  verifiedStudent: z.boolean(),
  dealsAsSeller: z.number().int(),
  dealsAsBuyer: z.number().int(),
  sellerRating: SellerRatingSchema,
  /** The latest comments buyers left with ratings that show, newest first. */
  latestComments: z.array(
    z.object({ rating: z.number().int(), comment: z.string(), createdAt: z.iso.datetime(), by: z.string() }),
  ),
  /** Their listings buyers can find now, newest first. */
  listings: z.array(ProductListItemSchema),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;
