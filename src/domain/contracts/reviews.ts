import { z } from 'zod';
import { MAX_RECORD_ID, multiLine } from './common.ts';

export const ReviewSchema = z.object({
  id: z.number().int(),
  /** Null once the reviewer deleted their account: the rating stays, no one's (docs/decisions/081). */
  userId: z.number().int().nullable(),
  productId: z.number().int(),
  orderId: z.number().int().nullable(),
  rating: z.number().int(),
  comment: z.string(),
  /** Removed by the PassItOn team after a report (its comment is then empty): shown as "Removed by the PassItOn team". */
  removed: z.boolean(),
  createdAt: z.iso.datetime(),
  user: z.object({ username: z.string().nullable(), fullName: z.string().nullable() }),
});
export type Review = z.infer<typeof ReviewSchema>;

export const CreateReviewSchema = z.object({
  productId: z
    .number({ error: 'Product is required' })
    .int()
    .positive()
    .max(MAX_RECORD_ID, 'Product id is out of range'),
  /**
   * The reviewer's own order of the listing, handed over to them ("Verified purchase"): required, though the spec
   * lets it be left out (docs/decisions/082-ratings-from-real-deals.md).
   */
  orderId: z
    .number({ error: 'Order is required' })
    .int()
    .positive()
    .max(MAX_RECORD_ID, 'Order id is out of range'),
  rating: z
    .number({ error: 'Please select a rating' })
    .int('Rating must be a whole number of stars')
    .min(1, 'Rating must be between 1 and 5')
    .max(5, 'Rating must be between 1 and 5'),
  comment: z
    .string()
    .trim()
    .max(2000, 'Review must be at most 2000 characters')
    .regex(...multiLine('Review'))
    .default(''),
  /** Sent by the web app (spec, section 7) but never trusted: the reviewer is the signed-in user. */
  userId: z.unknown().optional(),
});
export type CreateReview = z.input<typeof CreateReviewSchema>;

/** The caller's order of a listing that a review of it can be of (handed over to them), or null when there is none. */
export const ReviewableOrderSchema = z.object({ orderId: z.number().int().nullable() });
export type ReviewableOrder = z.infer<typeof ReviewableOrderSchema>;
