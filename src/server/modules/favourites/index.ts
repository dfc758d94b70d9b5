/** What other parts of the server may use of the favourites module: its reactions to listings changing. */
export { registerFavouriteHandlers } from './favourite-alerts.ts';
