/**
 * What other parts of the server may use of the saved-searches module: its reaction to new listings, the matching
 * job app.ts schedules (tests run a match themselves), and dropping searches with a deleted account.
 */
export { matchListing, matchPendingListings, registerSavedSearchHandlers } from './saved-search-alerts.ts';
export { scheduleSavedSearchMatching } from './saved-search-worker.ts';
export { registerSavedSearchesAccountDeletion } from './saved-searches.service.ts';
