import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PartState } from '../../../domain/exchange.ts';

/** Where the seller's part stands, in the seller's words. */
const partStateLabels: Record<PartState, MessageDescriptor> = {
  awaiting: msg`Waiting for hand-over`,
  handed_over: msg`Handed over`,
  declined: msg`Declined`,
};

export function partStateLabel(i18n: I18n, state: PartState): string {
  return i18n._(partStateLabels[state]);
}
