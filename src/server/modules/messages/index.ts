/**
 * What other parts of the server may use of the messages module: unread counts for the order lists (app.ts passes
 * them to orders), and its reaction to a deleted account (app.ts).
 */
export { registerMessageHandlers } from './messages.handlers.ts';
export { countUnreadForBuyer, countUnreadForSeller } from './messages.service.ts';
