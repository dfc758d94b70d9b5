import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The selling forms' validation messages in the reader's language. The rules (and their English words, the
 * spec's) live in the shared contract, which the server validates with too; the forms show each message through
 * this list. A message it does not know shows as it is.
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  'You must accept the disclaimer': msg`You must accept the disclaimer`,
  'Title is required': msg`Title is required`,
  'Title must be at least 3 characters': msg`Title must be at least 3 characters`,
  'Description is required': msg`Description is required`,
  'Description must be at least 10 characters': msg`Description must be at least 10 characters`,
  'Price is required': msg`Price is required`,
  'Price must be a positive number': msg`Price must be a positive number`,
  'Price must be at most ₹1,00,00,000': msg`Price must be at most ₹1,00,00,000`,
  'Original price must be a positive number if provided': msg`Original price must be a positive number if provided`,
  'Original price must be at most ₹1,00,00,000': msg`Original price must be at most ₹1,00,00,000`,
  'Condition is required': msg`Condition is required`,
  'Choose a condition from the list': msg`Choose a condition from the list`,
  'Category is required': msg`Category is required`,
  'Choose a category from the list': msg`Choose a category from the list`,
  'Quantity must be a positive number': msg`Quantity must be a positive number`,
  'WhatsApp number must be at least 10 digits': msg`WhatsApp number must be at least 10 digits`,
  'WhatsApp number must be at most 15 digits': msg`WhatsApp number must be at most 15 digits`,
  'Name must be at least 2 characters': msg`Name must be at least 2 characters`,
  'Please enter a valid email address': msg`Please enter a valid email address`,
  'Pincode must be 6 digits': msg`Pincode must be 6 digits`,
  'Address type is required': msg`Address type is required`,
  'Choose a state from the list': msg`Choose a state from the list`,
  'Institute name is required': msg`Institute name is required`,
  'Pickup address is required': msg`Pickup address is required`,
  'City is required': msg`City is required`,
  'State is required': msg`State is required`,
  'Add at least one product': msg`Add at least one product`,
};

/** Messages with a number in them: the number is kept, the words translated. */
const PATTERNS: { pattern: RegExp; message: (count: string) => MessageDescriptor }[] = [
  { pattern: /^Must be at most (\d+) characters$/, message: (max) => msg`Must be at most ${max} characters` },
  { pattern: /^Quantity must be at most (\d+)$/, message: (max) => msg`Quantity must be at most ${max}` },
  {
    pattern: /^A listing can have at most (\d+) images$/,
    message: (max) => msg`A listing can have at most ${max} images`,
  },
  {
    pattern: /^A listing can have at most (\d+) documents$/,
    message: (max) => msg`A listing can have at most ${max} documents`,
  },
];

/** A form's validation message (English, from the contract) in the reader's language. */
export function validationMessage(i18n: I18n, message: string): string;
export function validationMessage(i18n: I18n, message: string | undefined): string | undefined;
export function validationMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const known = MESSAGES[message];
  if (known) return i18n._(known);
  for (const { pattern, message: translate } of PATTERNS) {
    const count = pattern.exec(message)?.[1];
    if (count !== undefined) return i18n._(translate(count));
  }
  return message;
}
