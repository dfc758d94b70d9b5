/** What other modules may use of the cart module: reading a cart (checkout) and emptying it of ordered lines. */
export { getCart, removeFromCart } from './cart.service.ts';
