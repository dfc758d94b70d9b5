/** What other parts of the server may use of the wanted module: its reactions to new listings and deleted accounts. */
export { registerWantedHandlers } from './wanted.handlers.ts';
