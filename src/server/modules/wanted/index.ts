/** What other parts of the server may use of the wanted module: its reactions to new listings and deleted accounts, and its purge. */
export { registerWantedHandlers } from './wanted.handlers.ts';
export { scheduleWantedPurge } from './wanted-purge.ts';
