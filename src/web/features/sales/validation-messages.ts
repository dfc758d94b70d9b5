import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The sale forms' validation messages in the reader's language: the rules and their English words live in the
 * shared contract (the server checks the same), the forms show them through this list. Unknown ones show as they are.
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  'Enter the 6-digit code from the buyer': msg`Enter the 6-digit code from the buyer`,
  'Please tell the buyer why you are declining': msg`Please tell the buyer why you are declining`,
  'Reason must be at most 500 characters': msg`Reason must be at most 500 characters`,
};

export function saleValidationMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const known = MESSAGES[message];
  return known ? i18n._(known) : message;
}
