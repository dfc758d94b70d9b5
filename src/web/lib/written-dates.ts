import type { Language } from '../../domain/languages.ts';

/**
 * A date as the app shows it, written by hand from the date's own fields in the visitor's time zone: exactly what
 * `Intl.DateTimeFormat` writes with lib/format.ts's options ('Mar 5, 2024' in en-US; '5 मार्च 2024' in hi-IN). The
 * first Intl date formatter loads ICU's calendar data in one task of ~250 ms on a budget phone (4× slowdown), and a
 * listing's reviews show dates as they come near the screen (docs/decisions/122-what-a-listing-does-as-it-scrolls.md).
 */

// The spec shows dates as 'Mar 5, 2024' (month first), en-US's pattern. Hindi readers get India's own, day first with
// the month's full name: its short names are clipped with a '॰' (जन॰, सित॰).
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};

/** Intl throws on an invalid date; so does this, rather than writing 'undefined NaN, NaN'. */
function validDate(value: string | Date): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return date;
}

function writtenDay(date: Date, language: Language): string {
  const month = MONTHS[language][date.getMonth()];
  const day = date.getDate();
  const year = date.getFullYear();
  return language === 'en' ? `${month} ${day}, ${year}` : `${day} ${month} ${year}`;
}

/** '3:07 PM': a twelve-hour clock, midnight and noon as 12. */
function writtenTime(date: Date): [time: string, halfDay: 'AM' | 'PM'] {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return [`${hours % 12 || 12}:${minutes}`, hours < 12 ? 'AM' : 'PM'];
}

/** 'Mar 5, 2024'; '5 मार्च 2024'. */
export function writeDate(value: string | Date, language: Language): string {
  return writtenDay(validDate(value), language);
}

/** 'Mar 5, 2024, 3:07 PM'; '5 मार्च 2024 को 3:07 pm बजे' ('on … at …', as Hindi says it). */
export function writeDateTime(value: string | Date, language: Language): string {
  const date = validDate(value);
  const [time, halfDay] = writtenTime(date);
  return language === 'en'
    ? `${writtenDay(date, language)}, ${time} ${halfDay}`
    : `${writtenDay(date, language)} को ${time} ${halfDay.toLowerCase()} बजे`;
}
