/**
 * Whether a message asks to be paid outside PassItOn: a UPI id, a payment link, or a request to pay in advance
 * (docs/decisions/084-blocks.md). The reader then sees "Never pay outside PassItOn before you have the item in your
 * hands." above it. It only warns: a false alarm costs a line of text, a missed one may cost a student money, so
 * the patterns lean towards warning. Students write English, Hindi and Hinglish, so all three are looked for.
 */

/** A UPI id: name@handle, where the handle has no dot (an e-mail address's domain has one). */
const UPI_ID = /[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}(?![a-z0-9.@-])/i;

/** Links and apps that take a payment. */
const PAYMENT_LINK =
  /\bupi:\/\/|\b(?:paytm\.me|rzp\.io|razorpay\.me|pages\.razorpay\.com|pay\.google\.com|phon\.pe|paypal\.me|instamojo\.com|imjo\.in|payu\.in|cashfree\.com|upi\.link)\b/i;

/** Asking for money before the hand-over, or on a payment app: English, Hinglish and Hindi. */
const ADVANCE_REQUESTS = [
  /\b(?:pay|payment|money|amount|paise|paisa|rupees|rs\.?|₹)\b[^.!?\n]{0,30}\b(?:in advance|advance|first|before(?: we| i| the)? (?:meet|meeting|pickup|hand ?over|deliver|delivery|send|ship))/i,
  /\badvance (?:payment|pay|amount|money)\b/i,
  /\b(?:send|transfer|pay)\b[^.!?\n]{0,20}\b(?:on|via|through|by|to my)\s+(?:g ?pay|google pay|phone ?pe|paytm|upi|bhim|account|bank)\b/i,
  /\b(?:g ?pay|phone ?pe|paytm)\s+(?:me|kar(?:o|do|dena)?|kijiye)\b/i,
  /\b(?:pehle|phele|pahle)\b[^.!?\n]{0,20}\b(?:paise|paisa|payment|pay)\b/i,
  /\badvance\s+(?:de|dedo|bhej|bhejo|kar|karo)\b/i,
  /(?:पहले|एडवांस|अग्रिम)[^।.!?\n]{0,20}(?:पैसे|भुगतान|पेमेंट|दे|भेज)/,
];

/** True when the text holds a UPI id, a payment link or a request to pay in advance or on a payment app. */
export function asksToPayOutside(text: string): boolean {
  if (UPI_ID.test(text) || PAYMENT_LINK.test(text)) return true;
  return ADVANCE_REQUESTS.some((pattern) => pattern.test(text));
}
