/** What other modules may use of the payouts module: the sellers' ledger entries, and settling what is due. */
export { recordEarning, recordReversal, settleDueEntries, unpaidBySeller } from './payouts.service.ts';
