/** What other modules may use of the reviews module: a product's rating summary (the SEO pages). */
export { ratingSummary } from './reviews.service.ts';
