import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n.ts';
import { withPluralsByHand } from './plurals-by-hand.ts';

const MESSAGES = [
  '{count, plural, one {# item found} other {# items found}}',
  'Cart, {count, plural, one {# item} other {# items}}',
  '{count, plural, =0 {No results} one {# result for “{query}”} other {# results for “{query}”}}',
  'Showing {first}–{last} of {total, plural, one {# order} other {# orders}}',
  '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} place',
  '{count, plural, =0 {Nothing yet} one {One review} other {Reviews}}',
  '{kind, select, book {{count, plural, one {# book} other {# books}}} other {{total, plural, =1 {just one} other {#}}}}',
  '{count, plural, one {# item {kind, select, book {(#)} other {}}} other {# items {kind, select, book {(#)} other {}}}}',
];

/** Lingui's own translator, compiling each message with its own compiler: what the app's must agree with. */
function linguisOwn(locale: string) {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.loadAndActivate({ locale, locales: [locale], messages: {} });
  return i18n;
}

/** Whole numbers of every size, from 0 to crores, and a few negative. */
function someCounts(): number[] {
  const counts = [0, 1, 2, 3, 11, 21, 999, 1000, 1001, 99_999, 100_000, 1_234_567, -1, -1234];
  for (let index = 0; index < 300; index++) counts.push(Math.floor(Math.random() * 10 ** (1 + (index % 10))));
  return counts;
}

describe('plurals written by hand', () => {
  afterEach(() => vi.restoreAllMocks());

  // First: Lingui keeps the formatters it builds for the whole run, so after it has built one this would pass anyway.
  it('builds no Intl number formatter for a plural, with or without its count', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const i18n = createI18n('en', {});
    const found = MESSAGES[0] ?? '';
    const reviews = '{count, plural, =0 {Nothing yet} one {One review} other {Reviews}}';
    expect(i18n._(found, { count: 1024 }, { message: found })).toBe('1,024 items found');
    expect(i18n._(reviews, { count: 1 }, { message: reviews })).toBe('One review');
    const rated = 'Rated {rating} out of 5';
    expect(i18n._(rated, { rating: 4.5 }, { message: rated })).toBe('Rated 4.5 out of 5');
    expect(numberFormat).not.toHaveBeenCalled();
  });

  it.each(MESSAGES)('%j reads as Lingui writes it, for any count, in English and Hindi', (message) => {
    for (const [language, locale] of [
      ['en', 'en-IN'],
      ['hi', 'hi-IN'],
    ] as const) {
      const ours = createI18n(language, {});
      const lingui = linguisOwn(locale);
      for (const count of someCounts()) {
        const values = { count, n: count, total: count, first: 1, last: 24, query: 'physics', kind: 'book' };
        expect(ours._(message, values, { message })).toBe(lingui._(message, values, { message }));
      }
    }
  });

  it('reads a message descriptor (the msg macro) as Lingui does', () => {
    const message = MESSAGES[1] ?? '';
    const ours = createI18n('en', {});
    expect(ours._({ id: 'cart', message, values: { count: 12_345 } })).toBe('Cart, 12,345 items');
    expect(ours.t({ id: 'cart', message, values: { count: 1 } })).toBe('Cart, 1 item');
  });

  it('writes a count with a fraction as Intl does', () => {
    const message = '{count, plural, one {# star} other {# stars}}';
    expect(createI18n('en', {})._(message, { count: 1234.5 }, { message })).toBe('1,234.5 stars');
  });

  it('gives a Hindi catalogue’s plurals the same written count', () => {
    const compiled = withPluralsByHand(
      compileMessage('{count, plural, one {# आइटम मिला} other {# आइटम मिले}}'),
    );
    const hindi = createI18n('hi', { found: compiled });
    expect(hindi._('found', { count: 123_456 })).toBe('1,23,456 आइटम मिले');
  });

  it('leaves the count of a plural with an offset to Lingui', () => {
    const message = '{count, plural, offset:1 =0 {nobody} one {you} other {you and # others}}';
    const hindi = createI18n('hi', { others: withPluralsByHand(compileMessage(message)) });
    expect(hindi._('others', { count: 0 })).toBe('nobody');
    expect(hindi._('others', { count: 1235 })).toBe('you and 1,234 others');
  });
});
