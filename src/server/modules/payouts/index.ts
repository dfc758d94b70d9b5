/**
 * What other modules may use of the payouts module: the sellers' ledger entries, the fees cash sales owe,
 * settling what is due, and its say in an account's deletion.
 */
export { registerPayoutHandlers } from './payouts.handlers.ts';
export {
  hasFeeReversal,
  recordEarning,
  recordFeeOwed,
  recordFeeReversal,
  recordFeesPaid,
  recordReversal,
  sellersOverFeeLimit,
  settleDueEntries,
  unpaidBySeller,
} from './payouts.service.ts';
