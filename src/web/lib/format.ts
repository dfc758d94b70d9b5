import type { Language } from '../../domain/languages.ts';
import { formatRupees } from '../../domain/money.ts';
import { englishRelativeTime, type RelativeTimeUnit } from './english-relative-time.ts';
import { writeDate, writeDateTime } from './written-dates.ts';

/**
 * Building an Intl formatter loads locale data and costs a phone tens of milliseconds, so each is built on
 * first use. Prices (`formatRupees`), dates (`writeDate`) and English relative times are written by hand.
 */
function builtOnFirstUse<T>(build: () => T): () => T {
  let formatter: T | undefined;
  return () => {
    formatter ??= build();
    return formatter;
  };
}

const hindiRelativeTime = builtOnFirstUse(() => new Intl.RelativeTimeFormat('hi', { numeric: 'auto' }));

// English without Intl: every listing card says how old it is, and Intl's formatter would load ICU's number data as
// the page starts (docs/decisions/111-start-up-in-short-tasks.md).
const relativeTime: Record<Language, (value: number, unit: RelativeTimeUnit) => string> = {
  en: englishRelativeTime,
  hi: (value, unit) => hindiRelativeTime().format(value, unit),
};

/** Under a minute: Intl's 'now' reads oddly for a listing, so each language says it its own way. */
const JUST_NOW: Record<Language, string> = { en: 'just now', hi: 'अभी-अभी' };

const SECONDS_IN: readonly [RelativeTimeUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

/** A price in rupees with Indian digit grouping: 100000 → '₹1,00,000.00'. The API sends decimals as strings. */
export function formatPrice(amount: number | string): string {
  return formatRupees(Math.round(Number(amount) * 100));
}

/** The order number people see and quote to support: 123 → 'TXN-000123'. */
export function formatOrderNumber(orderId: number): string {
  return `TXN-${String(orderId).padStart(6, '0')}`;
}

/**
 * 'Mar 5, 2024' in the visitor's time zone; '5 मार्च 2024' in Hindi. In a component, `useFormatters()` gives it
 * in the page's language.
 */
export function formatDate(date: string | Date, language: Language = 'en'): string {
  return writeDate(date, language);
}

/** 'Mar 5, 2024, 3:45 PM' in the visitor's time zone; '5 मार्च 2024 को 3:45 pm बजे' in Hindi. */
export function formatDateTime(date: string | Date, language: Language = 'en'): string {
  return writeDateTime(date, language);
}

/**
 * How long ago, in the largest whole unit: 'just now', '5 minutes ago', 'yesterday', '3 weeks ago' — or in Hindi,
 * '5 मिनट पहले', 'कल'.
 */
export function formatTimeAgo(
  date: string | Date,
  now: Date = new Date(),
  language: Language = 'en',
): string {
  const seconds = (new Date(date).getTime() - now.getTime()) / 1000;
  for (const [unit, size] of SECONDS_IN) {
    if (Math.abs(seconds) >= size) return relativeTime[language](Math.trunc(seconds / size), unit);
  }
  return JUST_NOW[language];
}
