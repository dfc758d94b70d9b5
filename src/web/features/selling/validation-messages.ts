import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translateFieldMessage } from '../../lib/i18n/api-error-text.ts';

/**
 * The selling forms' own messages, which only the web's forms say (forms.ts); the rest are the contract's, the
 * server's sentences, shown by their API code (translateFieldMessage).
 */
const FORM_ONLY_MESSAGES: Record<string, MessageDescriptor> = {
  'City is required': msg`City is required`,
  'State is required': msg`State is required`,
  'Add at least one product': msg`Add at least one product`,
};

/** A form's validation message (English, from the contract or forms.ts) in the reader's language. */
export function validationMessage(i18n: I18n, message: string): string;
export function validationMessage(i18n: I18n, message: string | undefined): string | undefined;
export function validationMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (message !== undefined && Object.hasOwn(FORM_ONLY_MESSAGES, message)) {
    return i18n._(FORM_ONLY_MESSAGES[message] as MessageDescriptor);
  }
  return translateFieldMessage(i18n, message);
}
