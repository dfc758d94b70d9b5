/** What other parts of the server may use of the messages module: unread counts for the order lists (app.ts passes them to orders). */
export { countUnreadForBuyer, countUnreadForSeller } from './messages.service.ts';
