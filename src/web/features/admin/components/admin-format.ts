import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { startOfIndianDay } from '../../../../domain/india-time.ts';

/** Formatting the admin screens share; each takes the page's translator (`useLingui().i18n`). */

/** The India locale of the reader's language, for dates and counts. */
export function indiaLocale(i18n: I18n): string {
  return i18n.locale === 'hi' ? 'hi-IN' : 'en-IN';
}

/** The spec's India-locale date and time: '22/7/2025, 3:45:00 pm'. */
export function indiaDateTime(i18n: I18n, iso: string): string {
  return new Date(iso).toLocaleString(indiaLocale(i18n));
}

/** '22/7/2025'. */
export function indiaDate(i18n: I18n, iso: string): string {
  return new Date(iso).toLocaleDateString(indiaLocale(i18n));
}

/** A count with Indian grouping: 123456 → '1,23,456'. */
export function indiaCount(value: number): string {
  return value.toLocaleString('en-IN');
}

/** How long ago, in the largest whole unit: 'just now', '5 minutes ago', '3 hours ago', '2 days ago'. */
export function timeAgo(i18n: I18n, iso: string, now: number = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return i18n._(msg`just now`);
  if (minutes < 60) {
    return i18n._(msg`${plural(minutes, { one: '# minute ago', other: '# minutes ago' })}`);
  }
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return i18n._(msg`${plural(hours, { one: '# hour ago', other: '# hours ago' })}`);
  const days = Math.floor(hours / 24);
  return i18n._(msg`${plural(days, { one: '# day ago', other: '# days ago' })}`);
}

export type Period = 'all' | 'today' | 'week' | 'month';

/**
 * The first moment of a period, as the orders call takes it: today from midnight in India (the dashboard's day,
 * wherever the admin's browser is), a week or month back from now.
 */
export function periodStart(period: Period, now: Date = new Date()): string | undefined {
  if (period === 'all') return undefined;
  if (period === 'today') return startOfIndianDay(now).toISOString();
  const days = period === 'week' ? 7 : 30;
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
}

/** 'and 3 more' style counts: '+N more items' (an order's products) / '+N more'. */
export function moreCount(i18n: I18n, total: number, shown: number, items = false): string | null {
  const hidden = total - shown;
  if (hidden <= 0) return null;
  return items
    ? i18n._(msg`${plural(hidden, { one: '+# more item', other: '+# more items' })}`)
    : i18n._(msg`+${hidden} more`);
}
