/**
 * What other parts of the server may use of the saved-searches module: its reaction to new listings and the
 * matching job app.ts schedules (tests run a match themselves).
 */
export { matchListing, matchPendingListings, registerSavedSearchHandlers } from './saved-search-alerts.ts';
export { scheduleSavedSearchMatching } from './saved-search-worker.ts';
