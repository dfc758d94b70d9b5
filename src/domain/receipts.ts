import { indiaWallClock } from './india-time.ts';
import type { Language } from './languages.ts';
import { type Paise, sumPaise, toPaise } from './money.ts';

/**
 * Receipts for orders (issue 14): a printable page built from the order itself, so nothing new is stored. Its
 * number follows from the order's id, and its date is in India time whatever the reader's clock says
 * (docs/decisions/045-receipts.md).
 */

/** One receipt per order, numbered like the order: order 123 → "RCPT-000123" (its TXN-000123). */
export function receiptNumber(orderId: number): string {
  if (!Number.isSafeInteger(orderId) || orderId <= 0) throw new RangeError(`Not an order id: ${orderId}`);
  return `RCPT-${String(orderId).padStart(6, '0')}`;
}

// Written out by hand rather than with Intl: the same text on every device and ICU version (Intl's "en-IN"
// months and the space before "pm" differ between them). Hindi has India's own month names, written in full as
// the rest of the app writes them; am/pm and IST read the same in both.
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्तूबर', 'नवंबर', 'दिसंबर'],
};

/** An instant as a date and time in India: "24 Nov 2026, 7:05 pm IST"; in Hindi "24 नवंबर 2026, 7:05 pm IST". */
export function formatIndiaDateTime(instant: string | Date, language: Language = 'en'): string {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${String(instant)}`);
  const india = indiaWallClock(time);
  const hours = india.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(india.getUTCMinutes()).padStart(2, '0');
  const month = MONTHS[language][india.getUTCMonth()];
  return `${india.getUTCDate()} ${month} ${india.getUTCFullYear()}, ${hour12}:${minutes} ${hours < 12 ? 'am' : 'pm'} IST`;
}

/** What has come back to the buyer so far: the refunds the gateway has processed, in paise. */
export function refundedPaise(refunds: readonly { amount: string; status: string }[]): Paise {
  return sumPaise(
    refunds.filter((refund) => refund.status === 'processed').map(({ amount }) => toPaise(amount)),
  );
}
