import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { describeApiError } from '../../../domain/api-errors.ts';
import { waitUnitOf } from '../../../domain/waits.ts';

/**
 * What turns an API refusal's code into the reader's language (docs/decisions/071-api-error-codes.md). The map of
 * codes to messages and the reading of a sentence back to its code (with the API's whole catalogue) come with the
 * Hindi catalogue (i18n.ts), so English readers download none of it; the tab's translator is set once at start
 * (app/boot.tsx) and switched in place with the language.
 */

type Refusal = {
  code?: string;
  params?: Record<string, string | number>;
  notes?: { code: string; params?: Record<string, string | number> }[];
};

let refusalMessages: Readonly<Record<string, MessageDescriptor>> | undefined;
let fieldNames: Readonly<Record<string, MessageDescriptor>> | undefined;
let codeOfSentence: typeof describeApiError | undefined;
let tabTranslator: I18n | undefined;

/**
 * Makes the refusals' messages, the names of the fields they name and the sentence-to-code reading available
 * (loaded with the Hindi catalogue).
 */
export function provideApiErrorMessages(
  messages: Readonly<Record<string, MessageDescriptor>>,
  fields: Readonly<Record<string, MessageDescriptor>>,
  describe: typeof describeApiError,
): void {
  refusalMessages = messages;
  fieldNames = fields;
  codeOfSentence = describe;
}

/**
 * A named part in the reader's words: a field the server sends by its code, a wait it sends in seconds; anything
 * else (a title, a file name, a count) as it came.
 */
function wordedPart(i18n: I18n, name: string, value: string | number): string | number {
  if (name === 'field' && typeof value === 'string' && fieldNames && Object.hasOwn(fieldNames, value)) {
    return i18n._(fieldNames[value] as MessageDescriptor);
  }
  if (name === 'after' && typeof value === 'number') {
    const { unit, count } = waitUnitOf(value);
    return new Intl.NumberFormat(i18n.locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
  }
  return value;
}

const wordedParams = (i18n: I18n, params: Record<string, string | number> | undefined) =>
  params &&
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, wordedPart(i18n, name, value)]));

/** The translator of this browser tab, which `errorMessage` speaks through unless it is given another. */
export function setTabTranslator(i18n: I18n | undefined): void {
  tabTranslator = i18n;
}

export function currentTabTranslator(): I18n | undefined {
  return tabTranslator;
}

/**
 * A refusal in `i18n`'s language, from its code and named parts (and its notes, each after it); undefined when
 * the reader reads English (the server's message is the text), or a code is unknown here (then the server's
 * message is shown as it is).
 */
export function translateRefusal(i18n: I18n | undefined, refusal: Refusal): string | undefined {
  if (!i18n || i18n.locale === 'en' || !refusalMessages || !refusal.code) return undefined;
  const sentences = [{ code: refusal.code, params: refusal.params }, ...(refusal.notes ?? [])];
  const translated: string[] = [];
  for (const { code, params } of sentences) {
    const descriptor = Object.hasOwn(refusalMessages, code) ? refusalMessages[code] : undefined;
    if (!descriptor) return undefined;
    translated.push(i18n._({ ...descriptor, values: wordedParams(i18n, params) }));
  }
  return translated.join(' ');
}

/**
 * A form field's message in `i18n`'s language. The forms validate with the contracts' zod schemas, whose English
 * sentences are the API's own (src/domain/contracts): the sentence is mapped back to its code (describeApiError)
 * and shown by that code's message. A sentence the API catalogue does not know is shown as it came.
 */
export function translateFieldMessage(i18n: I18n, message: string): string;
export function translateFieldMessage(i18n: I18n, message: string | undefined): string | undefined;
export function translateFieldMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined || i18n.locale === 'en' || !codeOfSentence) return message;
  const { code, params } = codeOfSentence(message, 'validation.invalid');
  if (code === 'validation.invalid') return message;
  return translateRefusal(i18n, { code, params }) ?? message;
}

/** `translateFieldMessage` through the translator of the render (a hook, for forms). */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return useCallback((message: string | undefined) => translateFieldMessage(i18n, message), [i18n]);
}
