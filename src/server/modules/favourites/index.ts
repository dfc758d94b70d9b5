/**
 * What other parts of the server may use of the favourites module: its reactions to listings changing and to a
 * deleted account (app.ts).
 */
export { registerFavouriteHandlers } from './favourites.handlers.ts';
