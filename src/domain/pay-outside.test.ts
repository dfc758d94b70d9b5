import { describe, expect, it } from 'vitest';
import { asksToPayOutside } from './pay-outside.ts';

describe('a message asking to pay outside PassItOn', () => {
  it.each([
    'My UPI is rohan.sharma@okaxis',
    'pay to 9876543210@ybl',
    'send to asha@paytm please',
    'Here is the link: upi://pay?pa=x@ybl&am=300',
    'Pay here https://rzp.io/l/abc123',
    'paytm.me/asha-books',
    'Please pay in advance and I will courier it',
    'Send the money first, then I will hand it over',
    'Advance payment of ₹200 needed to hold the book',
    'Just transfer it on GPay',
    'gpay kar do, phir le jana',
    'pehle paise bhejo',
    'पहले पैसे भेज दो',
    'advance de do bhai',
  ])('warns about %j', (text) => {
    expect(asksToPayOutside(text)).toBe(true);
  });

  it.each([
    'Can we meet at the library at 4 pm?',
    'My e-mail is asha@example.com',
    'I will pay when we meet, cash is fine',
    'Is the book still available?',
    'The calculator works, first semester only used it',
    'Thanks, received the notes!',
    'कल कॉलेज गेट पर मिलते हैं',
  ])('does not warn about %j', (text) => {
    expect(asksToPayOutside(text)).toBe(false);
  });
});
