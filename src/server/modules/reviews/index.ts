/**
 * What other modules may use of the reviews module: a product's rating summary (the SEO pages), the stars of a seller's
 * reviews (ratings), its reaction
 * to a deleted account (app.ts), and what moderation reads and removes.
 */
export { registerReviewHandlers } from './reviews.handlers.ts';
export {
  findReviewForModeration,
  ratingSummary,
  removeReview,
  reviewTotalsOfSeller,
} from './reviews.service.ts';
