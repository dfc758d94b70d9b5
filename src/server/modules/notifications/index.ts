/** What other parts of the server may use of the notifications module: its reactions to domain events. */
export { registerNotificationHandlers } from './notifications.handlers.ts';
