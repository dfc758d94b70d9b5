/** What other parts of the server may use of the favourites module: dropping them with a deleted account (app.ts). */
export { registerFavouritesAccountDeletion } from './favourites.service.ts';
