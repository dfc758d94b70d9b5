import type { PartState } from '../../../domain/exchange.ts';

/** Where the seller's part stands, in the seller's words. */
const partStateLabels: Record<PartState, string> = {
  awaiting: 'Waiting for hand-over',
  handed_over: 'Handed over',
  declined: 'Declined',
};

export function partStateLabel(state: PartState): string {
  return partStateLabels[state];
}
