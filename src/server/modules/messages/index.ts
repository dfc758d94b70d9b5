/**
 * What other parts of the server may use of the messages module: unread counts for the order lists (app.ts passes
 * them to orders), its reaction to a deleted account (app.ts), and what moderation reads and removes.
 */
export { registerMessageHandlers } from './messages.handlers.ts';
export {
  countUnreadForBuyer,
  countUnreadForSeller,
  findMessageForModeration,
  removeMessage,
} from './messages.service.ts';
