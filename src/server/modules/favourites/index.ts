/**
 * What other parts of the server may use of the favourites module: its reactions to listings changing, and dropping
 * favourites with a deleted account (app.ts).
 */
export { registerFavouriteHandlers } from './favourite-alerts.ts';
export { registerFavouritesAccountDeletion } from './favourites.service.ts';
