/**
 * What other modules may use of the cart module: reading a cart (checkout), emptying it of ordered lines, and its
 * reaction to a deleted account (app.ts).
 */
export { registerCartHandlers } from './cart.handlers.ts';
export { getCartLines, removeFromCart } from './cart.service.ts';
