import { startOfIndianDay } from '../../../../domain/india-time.ts';

/** Formatting the admin screens share. */

/** The spec's India-locale date and time: '22/7/2025, 3:45:00 pm'. */
export function indiaDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN');
}

/** '22/7/2025'. */
export function indiaDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN');
}

/** How long ago, in the largest whole unit: 'just now', '5 minutes ago', '3 hours ago', '2 days ago'. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
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

/** 'and 3 more' style counts: '+N more items' / '+N more'. */
export function moreCount(total: number, shown: number, noun?: string): string | null {
  const hidden = total - shown;
  if (hidden <= 0) return null;
  return noun ? `+${hidden} more ${noun}` : `+${hidden} more`;
}
