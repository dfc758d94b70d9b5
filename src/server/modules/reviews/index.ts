/**
 * What other modules may use of the reviews module: a product's rating summary (the SEO pages), the stars of a seller's
 * reviews (ratings), and its reaction
 * to a deleted account (app.ts).
 */
export { registerReviewHandlers } from './reviews.handlers.ts';
export { ratingSummary, reviewTotalsOfSeller } from './reviews.service.ts';
