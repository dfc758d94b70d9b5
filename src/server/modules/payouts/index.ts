/**
 * What other modules may use of the payouts module: the sellers' ledger entries, settling what is due, and its
 * say in an account's deletion.
 */
export { registerPayoutHandlers } from './payouts.handlers.ts';
export { recordEarning, recordReversal, settleDueEntries, unpaidBySeller } from './payouts.service.ts';
