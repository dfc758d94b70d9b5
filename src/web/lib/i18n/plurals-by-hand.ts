import type { Values } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { writeIndianNumber } from '../../../domain/indian-digits.ts';

/**
 * Plurals ("# items found", "Cart, # items") without Intl's number formatter. Lingui's plural writes its '#' with
 * Intl.NumberFormat, and builds one for every plural whether it has a '#' or not; the first one loads ICU's number
 * data, one task of ~110–150 ms at 4× CPU slowdown on every buyer page, as the header's cart label and the result
 * count are plurals (docs/decisions/111-start-up-in-short-tasks.md). So a plural is compiled into Lingui's `select`,
 * which formats nothing: on its exact cases ('=0'), then on the count's plural category, with each '#' read from an
 * argument of its own; the translator gives those arguments the category (Intl.PluralRules, which loads no number
 * data) and the count written with India's digit grouping, as Intl writes it for en-IN and hi-IN.
 */

type CompiledPart = CompiledMessage[number];
type Choice = [name: string, type: string, options: Record<string, CompiledMessage>];
type PluralType = 'plural' | 'selectordinal';

const PLURAL_TYPES: ReadonlySet<string> = new Set<PluralType>(['plural', 'selectordinal']);
const PLURAL_CATEGORIES: ReadonlySet<string> = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** The argument that stands for plural `name`'s '#'. No message argument has such a name: '#' is not in one. */
export function writtenCountArgument(name: string): string {
  return `${name}#`;
}

/** The argument that holds count `name`'s plural category, cardinal ('plural') or ordinal ('selectordinal'). */
export function pluralCategoryArgument(name: string, type: PluralType): string {
  return `${name}#${type}`;
}

/**
 * The message with each plural and selectordinal turned into selects on its arguments from `withWrittenCounts`.
 * Like Lingui, a '#' inside a select within a plural is left as text; a plural with an offset (whose '#' is the
 * count less the offset; none of the app's messages has one) is left to Lingui.
 */
export function withPluralsByHand(message: CompiledMessage, countedName?: string): CompiledMessage {
  return message.map((part): CompiledPart => {
    if (part === '#' && countedName !== undefined) return [writtenCountArgument(countedName)];
    if (!Array.isArray(part) || part.length < 3) return part;
    const [name, type, options] = part as Choice;
    const byHand = PLURAL_TYPES.has(type) && !('offset' in options);
    const exactCases: Record<string, CompiledMessage> = {};
    const categoryCases: Record<string, CompiledMessage> = {};
    for (const [key, option] of Object.entries(options)) {
      const rewritten = Array.isArray(option) ? withPluralsByHand(option, byHand ? name : undefined) : option;
      const cases = byHand && !PLURAL_CATEGORIES.has(key) ? exactCases : categoryCases;
      cases[key] = rewritten;
    }
    if (!byHand) return [name, type, categoryCases] as CompiledPart;
    // Lingui's plural looks for the count itself among the cases first, then for its category, then 'other'.
    const byCategory = [pluralCategoryArgument(name, type as PluralType), 'select', categoryCases];
    if (Object.keys(exactCases).length === 0) return byCategory as CompiledPart;
    return [name, 'select', { ...exactCases, other: [byCategory] }] as CompiledPart;
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralRulesFor(locales: string | string[], type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${type} ${locales}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locales, { type });
    pluralRules.set(key, rules);
  }
  return rules;
}

/**
 * `values` with, beside each number, its written count and plural categories (`{ count: 1234 }` → `{ count: 1234,
 * 'count#': '1,234', 'count#plural': 'other', 'count#selectordinal': 'other' }`), for the messages compiled by
 * `withPluralsByHand`. Every number in a message gets them, a fraction too (a rating's 4.5 in "Rated {rating} out of
 * 5", no plural): written by Intl, it cost the listing page's hydration ~110 ms at 4× CPU slowdown.
 */
export function withWrittenCounts(
  values: Values | undefined,
  locales: string | string[],
): Values | undefined {
  if (!values) return values;
  let written: Values | undefined;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'number') continue;
    written ??= { ...values };
    written[writtenCountArgument(name)] = writeIndianNumber(value);
    written[pluralCategoryArgument(name, 'plural')] = pluralRulesFor(locales, 'cardinal').select(value);
    written[pluralCategoryArgument(name, 'selectordinal')] = pluralRulesFor(locales, 'ordinal').select(value);
  }
  return written ?? values;
}
