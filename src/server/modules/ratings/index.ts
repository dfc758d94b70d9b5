/**
 * What other modules and app.ts may use of the ratings module: its reactions to events, the hourly job that shows
 * ratings by time, and what a listing's page says of its seller (the products module's SellerTrustOf port).
 */
export { registerRatingHandlers } from './ratings.handlers.ts';
export { sellerTrust } from './ratings.service.ts';
export { scheduleRatingReveals } from './reveal-job.ts';
