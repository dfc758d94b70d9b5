/**
 * Indian mobile numbers as people write them: "+91 98765 43210", "098765 43210", "98765-43210", "0091 98765 43210".
 * The country code or the trunk zero, spaces, dashes and brackets are dropped, and what is kept is the 10-digit
 * number, starting with 6, 7, 8 or 9, that the app stores and calls. Only Indian mobiles are accepted, so these few
 * rules do what a general library (libphonenumber-js, whose metadata weighs tens of KB) would, in the browser's
 * forms as on the server.
 */

const WRITTEN_NUMBER = /^\+?[\d\s()-]+$/;
const MOBILE_NUMBER = /^[6-9]\d{9}$/;

/** The 10-digit mobile number written in `text`, or null when it is not one. */
export function indianMobileNumber(text: string): string | null {
  const written = text.trim();
  if (!WRITTEN_NUMBER.test(written)) return null;
  const digits = written.replace(/\D/g, '');
  const national =
    digits.length === 14 && digits.startsWith('0091')
      ? digits.slice(4)
      : digits.length === 12 && digits.startsWith('91')
        ? digits.slice(2)
        : digits.length === 11 && digits.startsWith('0')
          ? digits.slice(1)
          : digits;
  return MOBILE_NUMBER.test(national) ? national : null;
}
