import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/**
 * Counts with their noun, as ICU plurals in the catalogues: '1 order', '2 orders', '1,20,000 completed orders' in
 * English; '2 ऑर्डर' in Hindi, whose plural rules differ (Hindi's "one" is 0 and 1). The number keeps Indian
 * grouping in both (the translator's locale is en-IN or hi-IN). A component counts one of these nouns with
 * `const { countOf } = useFormatters()`, or with `plural(…)` in its own message.
 */
const COUNTED = {
  order: (count: number) => msg`${plural(count, { one: '# order', other: '# orders' })}`,
  'completed order': (count: number) =>
    msg`${plural(count, { one: '# completed order', other: '# completed orders' })}`,
  'new message': (count: number) => msg`${plural(count, { one: '# new message', other: '# new messages' })}`,
  attempt: (count: number) => msg`${plural(count, { one: '# attempt', other: '# attempts' })}`,
  payment: (count: number) => msg`${plural(count, { one: '# payment', other: '# payments' })}`,
  document: (count: number) => msg`${plural(count, { one: '# document', other: '# documents' })}`,
  image: (count: number) => msg`${plural(count, { one: '# image', other: '# images' })}`,
  listing: (count: number) => msg`${plural(count, { one: '# listing', other: '# listings' })}`,
  item: (count: number) => msg`${plural(count, { one: '# item', other: '# items' })}`,
} satisfies Record<string, (count: number) => MessageDescriptor>;

export type CountedNoun = keyof typeof COUNTED;

/** `count` with its noun in the reader's language: (2, 'order') → '2 orders' or '2 ऑर्डर'. */
export function countText(i18n: I18n, count: number, noun: CountedNoun): string {
  return i18n._(COUNTED[noun](count));
}
