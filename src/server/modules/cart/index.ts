/**
 * What other modules may use of the cart module: reading a cart (checkout), emptying it of ordered lines, and
 * dropping it with a deleted account (app.ts).
 */
export { getCart, registerCartAccountDeletion, removeFromCart } from './cart.service.ts';
