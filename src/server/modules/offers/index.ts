/**
 * What other modules may use of the offers module (docs/decisions/038-offers.md): the accepted offers that price a
 * buyer's checkout of one unit (the cart shows them, payments and orders charge them, the order marks them used),
 * and its reactions to other modules' events (for app.ts). app.ts registers its routes.
 */
export { registerOfferHandlers } from './offers.handlers.ts';
export { findHeldOffers, type HeldOffer, useOffers } from './offers.service.ts';
