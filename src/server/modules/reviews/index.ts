/**
 * What other modules may use of the reviews module: a product's rating summary (the SEO pages), and its reaction
 * to a deleted account (app.ts), and what moderation reads and removes.
 */
export { registerReviewHandlers } from './reviews.handlers.ts';
export { findReviewForModeration, ratingSummary, removeReview } from './reviews.service.ts';
