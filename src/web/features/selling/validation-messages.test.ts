import { describe, expect, it } from 'vitest';
import { createI18n, loadMessages } from '../../lib/i18n/i18n.ts';
import {
  BulkFormSchema,
  EditListingFormSchema,
  emptyBulkForm,
  emptyWizardForm,
  WizardFormSchema,
} from './forms.ts';
import { validationMessage } from './validation-messages.ts';

const long = (length: number) => 'x'.repeat(length);

/** Inputs that between them break every rule of the selling forms. */
const WIZARD_INPUTS = [
  emptyWizardForm,
  { ...emptyWizardForm, title: 'ab', description: 'short', quantity: '0', price: '-1', originalPrice: 'abc' },
  { ...emptyWizardForm, title: long(201), description: long(5001), quantity: '1001', price: '100000001' },
  {
    ...emptyWizardForm,
    category: 'Toys',
    condition: 'Broken',
    pickupPincode: '12',
    originalPrice: '100000001',
  },
  { ...emptyWizardForm, isbn: '978-81-7709-187-9', publicationYear: '19', authors: long(201) },
];
const EDIT_INPUTS = [
  { sellerWhatsapp: '12', sellerContactName: 'a', sellerContactEmail: 'no', pickupState: 'Atlantis' },
  { sellerWhatsapp: '1234567890123456' },
];

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('the selling forms’ validation messages', () => {
  it('are all shown in Hindi, the numbers in them kept', async () => {
    const i18n = createI18n('hi', await loadMessages('hi'));
    const messages = new Set([
      ...WIZARD_INPUTS.flatMap((input) => messagesOf(WizardFormSchema.safeParse(input))),
      ...EDIT_INPUTS.flatMap((input) => messagesOf(EditListingFormSchema.safeParse(input))),
      ...messagesOf(BulkFormSchema.safeParse({ ...emptyBulkForm, products: [] })),
    ]);

    expect(messages.size).toBeGreaterThan(20);
    for (const message of messages) {
      const hindi = validationMessage(i18n, message);
      expect(hindi, message).not.toBe(message);
      expect(hindi, message).toMatch(/[\u0900-\u097F]/);
      for (const number of message.match(/\d[\d,]*/g) ?? []) expect(hindi, message).toContain(number);
    }
  });

  it('stay English for an English reader', () => {
    const i18n = createI18n('en', {});
    expect(validationMessage(i18n, 'Title is required')).toBe('Title is required');
    expect(validationMessage(i18n, 'Must be at most 200 characters')).toBe('Must be at most 200 characters');
  });
});
