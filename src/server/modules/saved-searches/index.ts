/**
 * What other parts of the server may use of the saved-searches module: dropping them with a deleted account
 * (app.ts).
 */
export { registerSavedSearchesAccountDeletion } from './saved-searches.service.ts';
