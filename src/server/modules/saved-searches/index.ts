/**
 * What other parts of the server may use of the saved-searches module: its reactions to new listings and to a
 * deleted account, and the matching job app.ts schedules (tests run a match themselves).
 */
export { matchListing, matchPendingListings } from './saved-search-alerts.ts';
export { scheduleSavedSearchMatching } from './saved-search-worker.ts';
export { registerSavedSearchHandlers } from './saved-searches.handlers.ts';
