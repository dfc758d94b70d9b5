import { describe, expect, it } from 'vitest';
import {
  FORMER_STUDENT,
  type NotificationContent,
  NotificationContentSchema,
  type NotificationKind,
  type NotificationParams,
} from './contracts/notifications.ts';
import { englishNotificationTexts } from './notification-texts.en.ts';
import { hindiNotificationTexts } from './notification-texts.hi.ts';
import { notificationText } from './notification-texts.ts';
import { ORDER_STATUSES } from './order-status.ts';

/** Values of every kind (a kind without any does not build): names and titles with quotes, amounts in lakhs. */
const examples: { [Kind in NotificationKind]: NotificationParams<Kind>[] } = {
  welcome: [{ username: 'priya_s' }],
  order_placed: [{ orderId: 12 }],
  item_sold: [{ orderId: 12, quantity: 2, title: 'Engineering Mathematics "Vol. 1"' }],
  order_status_changed: [
    { orderId: 12, status: 'in_transit' },
    { orderId: 1234567, status: 'refund_requested' },
  ],
  sale_completed: [{ orderId: 12 }],
  part_handed_over: [
    { orderId: 12, seller: 'Ravi Kumar' },
    { orderId: 12, seller: null },
    { orderId: 12, seller: FORMER_STUDENT },
  ],
  part_declined: [
    { orderId: 12, seller: 'Ravi Kumar', refund: null },
    { orderId: 12, seller: null, refund: 149_900 },
    { orderId: 12, seller: FORMER_STUDENT, refund: null },
  ],
  unclaimed_payment_refunded: [{ amount: 25_050 }],
  checkout_payment_refunded: [{ amount: 28_750 }],
  order_refund_processed: [{ orderId: 12, amount: 10_000_000 }],
  refund_request_approved: [
    { orderId: 12, note: null },
    { orderId: 12, note: 'The seller returns the cash.' },
  ],
  refund_request_rejected: [{ orderId: 12, note: 'The photos show every page.' }],
  saved_search_matched: [
    {
      search: { q: 'fx 991', category: 'Calculators', institution: 'COEP', maxPrice: 500 },
      title: 'Casio fx-991EX',
      price: 45_000,
    },
  ],
  favourite_price_dropped: [{ title: 'HC Verma "Part 1"', from: 335_000, to: 20_000 }],
  favourite_sold_out: [{ title: 'HC Verma "Part 1"' }],
  wanted_listed: [{ wanted: 'Concepts of Physics', title: 'HC Verma "Part 1"', price: 25_000 }],
  new_message: [
    { orderId: 12, from: { name: 'Ravi Kumar' } },
    { orderId: 12, from: { role: 'seller' } },
    { orderId: 12, from: { role: 'buyer' } },
    { orderId: 12, from: FORMER_STUDENT },
  ],
  new_listing_message: [
    { conversationId: 4, title: 'HC Verma Part 1', from: { name: 'Ravi Kumar', userId: 3 } },
    { conversationId: 4, title: 'HC Verma Part 1', from: FORMER_STUDENT },
  ],
  listing_hidden: [
    { title: 'HC Verma "Part 1"', reason: 'Photos of a different book' },
    { title: 'Notes', reason: 'Sold as a PDF copy of a printed book.' },
  ],
  report_resolved: [
    { targetType: 'listing', actionTaken: true },
    { targetType: 'message', actionTaken: false },
  ],
  offer_made: [{ title: 'HC Verma "Part 1"', from: 'Priya Sharma', amount: 40_000 }],
  offer_countered: [{ title: 'HC Verma "Part 1"', from: 'Ravi Kumar', amount: 45_000 }],
  offer_accepted: [
    { title: 'HC Verma "Part 1"', from: 'Ravi Kumar', amount: 40_000, by: 'seller' },
    { title: 'HC Verma "Part 1"', from: 'Priya Sharma', amount: 45_000, by: 'buyer' },
  ],
  offer_declined: [
    { title: 'HC Verma "Part 1"', from: 'Ravi Kumar', amount: 40_000, by: 'seller' },
    { title: 'HC Verma "Part 1"', from: 'Priya Sharma', amount: 45_000, by: 'buyer' },
  ],
  offer_closed: [
    { title: 'HC Verma "Part 1"', reason: 'sold_out' },
    { title: 'HC Verma "Part 1"', reason: 'withdrawn' },
  ],
  text: [{ text: 'A sentence kept from before.' }],
};

const contents = Object.entries(examples).flatMap(([kind, list]) =>
  list.map((params) => NotificationContentSchema.parse({ kind, params })),
);
const english = (content: NotificationContent) => notificationText(englishNotificationTexts, content);
const hindi = (content: NotificationContent) => notificationText(hindiNotificationTexts, content);

describe('notification texts in English', () => {
  it('words each kind as the server always has', () => {
    expect(contents.map(english)).toEqual([
      'Welcome to PassItOn, priya_s! Browse what seniors are passing on, or list your own books.',
      'Your order TXN-000012 has been placed.',
      'You sold 2 × "Engineering Mathematics "Vol. 1"" (order TXN-000012). Arrange the pickup with the buyer.',
      'Your order TXN-000012 is now on its way.',
      'Your order TXN-1234567 is now waiting for a refund decision.',
      'Your sale in order TXN-000012 is completed.',
      'Ravi Kumar handed over their items in your order TXN-000012.',
      'A seller handed over their items in your order TXN-000012.',
      'A former student handed over their items in your order TXN-000012.',
      'Ravi Kumar declined their part of your order TXN-000012.',
      'A seller declined their part of your order TXN-000012. You will be refunded ₹1,499.00.',
      'A former student declined their part of your order TXN-000012.',
      'Your payment of ₹250.50 was not used for an order, so it has been refunded. It can take 3-5 business days to reach your account.',
      'Your payment of ₹287.50 for a checkout that could not be completed has been refunded. It can take 3-5 business days to reach your account.',
      'Your refund of ₹1,00,000.00 for order TXN-000012 has been processed. It can take 3-5 business days to reach your account.',
      'Your refund request for order TXN-000012 was approved.',
      'Your refund request for order TXN-000012 was approved. The seller returns the cash.',
      'Your refund request for order TXN-000012 was not approved. The photos show every page.',
      'A new listing matches your saved search "fx 991" · Calculators · COEP · up to ₹500: "Casio fx-991EX", ₹450.00.',
      'Price dropped: "HC Verma "Part 1"" is now ₹200.00 (was ₹3,350.00).',
      '"HC Verma "Part 1"", which you saved, has sold out.',
      'A listing answers your wanted post "Concepts of Physics": "HC Verma "Part 1"", ₹250.00.',
      'New message from Ravi Kumar about order TXN-000012.',
      'New message from the seller about order TXN-000012.',
      'New message from the buyer about order TXN-000012.',
      'New message from a former student about order TXN-000012.',
      'New message from Ravi Kumar about "HC Verma Part 1".',
      'New message from a former student about "HC Verma Part 1".',
      'The PassItOn team hid your listing "HC Verma "Part 1"": Photos of a different book. You can edit it and ask for another look.',
      'The PassItOn team hid your listing "Notes": Sold as a PDF copy of a printed book. You can edit it and ask for another look.',
      'Thanks for your report about a listing. Our team looked at it and took action.',
      'Thanks for your report about a message. Our team looked at it and found nothing against our rules.',
      'Priya Sharma offered ₹400.00 for "HC Verma "Part 1"".',
      'Ravi Kumar countered your offer for "HC Verma "Part 1"" with ₹450.00.',
      'Ravi Kumar accepted your offer of ₹400.00 for "HC Verma "Part 1"". Check out within 24 hours to buy it at that price.',
      'Priya Sharma accepted your counter offer of ₹450.00 for "HC Verma "Part 1"".',
      'Ravi Kumar declined your offer of ₹400.00 for "HC Verma "Part 1"".',
      'Priya Sharma declined your counter offer of ₹450.00 for "HC Verma "Part 1"".',
      'Your offer for "HC Verma "Part 1"" has ended: the listing sold out.',
      'Your offer for "HC Verma "Part 1"" has ended: the listing was withdrawn.',
      'A sentence kept from before.',
    ]);
  });
});

describe('notification texts in Hindi', () => {
  it('words each kind in Hindi, keeping names, titles, notes, search words and order numbers as written', () => {
    expect(contents.map(hindi)).toEqual([
      'PassItOn में आपका स्वागत है, priya_s! देखें सीनियर्स क्या आगे बढ़ा रहे हैं, या अपनी किताबें लिस्ट करें।',
      'आपका ऑर्डर TXN-000012 हो गया है।',
      'आपने 2 × "Engineering Mathematics "Vol. 1"" बेचा (ऑर्डर TXN-000012)। ख़रीदार के साथ पिकअप तय करें।',
      'आपका ऑर्डर TXN-000012 अब रास्ते में है।',
      'आपका ऑर्डर TXN-1234567 अब रिफ़ंड के फ़ैसले का इंतज़ार कर रहा है।',
      'ऑर्डर TXN-000012 में आपकी बिक्री पूरी हो गई।',
      'Ravi Kumar ने आपके ऑर्डर TXN-000012 का अपना सामान सौंप दिया।',
      'एक बेचने वाले ने आपके ऑर्डर TXN-000012 का अपना सामान सौंप दिया।',
      'एक पूर्व छात्र ने आपके ऑर्डर TXN-000012 का अपना सामान सौंप दिया।',
      'Ravi Kumar ने आपके ऑर्डर TXN-000012 में अपना हिस्सा मना कर दिया।',
      'एक बेचने वाले ने आपके ऑर्डर TXN-000012 में अपना हिस्सा मना कर दिया। आपको ₹1,499.00 रिफ़ंड किए जाएँगे।',
      'एक पूर्व छात्र ने आपके ऑर्डर TXN-000012 में अपना हिस्सा मना कर दिया।',
      'आपका ₹250.50 का पेमेंट किसी ऑर्डर में इस्तेमाल नहीं हुआ, इसलिए उसे रिफ़ंड कर दिया गया है। आपके खाते में आने में 3-5 कामकाजी दिन लग सकते हैं।',
      'जो चेकआउट पूरा नहीं हो पाया, उसके लिए आपका ₹287.50 का पेमेंट रिफ़ंड कर दिया गया है। आपके खाते में आने में 3-5 कामकाजी दिन लग सकते हैं।',
      'ऑर्डर TXN-000012 के लिए आपका ₹1,00,000.00 का रिफ़ंड प्रोसेस हो गया है। आपके खाते में आने में 3-5 कामकाजी दिन लग सकते हैं।',
      'ऑर्डर TXN-000012 के लिए आपकी रिफ़ंड रिक्वेस्ट मंज़ूर हो गई।',
      'ऑर्डर TXN-000012 के लिए आपकी रिफ़ंड रिक्वेस्ट मंज़ूर हो गई। The seller returns the cash.',
      'ऑर्डर TXN-000012 के लिए आपकी रिफ़ंड रिक्वेस्ट मंज़ूर नहीं हुई। The photos show every page.',
      'आपकी सेव की हुई सर्च "fx 991" · कैलकुलेटर · COEP · ₹500 तक से एक नई लिस्टिंग मिली: "Casio fx-991EX", ₹450.00।',
      'दाम घटा: "HC Verma "Part 1"" अब ₹200.00 की है (पहले ₹3,350.00)।',
      'आपकी सेव की हुई "HC Verma "Part 1"" बिक चुकी है।',
      'आपकी "Concepts of Physics" की तलाश के लिए एक लिस्टिंग आई है: "HC Verma "Part 1"", ₹250.00।',
      'ऑर्डर TXN-000012 के बारे में Ravi Kumar का नया मैसेज।',
      'ऑर्डर TXN-000012 के बारे में बेचने वाले का नया मैसेज।',
      'ऑर्डर TXN-000012 के बारे में ख़रीदार का नया मैसेज।',
      'ऑर्डर TXN-000012 के बारे में एक पूर्व छात्र का नया मैसेज।',
      '"HC Verma Part 1" के बारे में Ravi Kumar का नया मैसेज।',
      '"HC Verma Part 1" के बारे में एक पूर्व छात्र का नया मैसेज।',
      'PassItOn टीम ने आपकी लिस्टिंग "HC Verma "Part 1"" छिपा दी है: Photos of a different book. आप इसे बदलकर दोबारा जाँच के लिए कह सकते हैं।',
      'PassItOn टीम ने आपकी लिस्टिंग "Notes" छिपा दी है: Sold as a PDF copy of a printed book. आप इसे बदलकर दोबारा जाँच के लिए कह सकते हैं।',
      'एक लिस्टिंग के बारे में आपकी रिपोर्ट के लिए धन्यवाद। हमारी टीम ने इसे देखा और कार्रवाई की।',
      'एक मैसेज के बारे में आपकी रिपोर्ट के लिए धन्यवाद। हमारी टीम ने इसे देखा और इसमें हमारे नियमों के ख़िलाफ़ कुछ नहीं पाया।',
      'Priya Sharma ने "HC Verma "Part 1"" के लिए ₹400.00 का ऑफ़र दिया है।',
      'Ravi Kumar ने "HC Verma "Part 1"" पर आपके ऑफ़र के जवाब में ₹450.00 का काउंटर ऑफ़र दिया है।',
      'Ravi Kumar ने "HC Verma "Part 1"" के लिए आपका ₹400.00 का ऑफ़र मान लिया है। इस दाम पर खरीदने के लिए 24 घंटे के अंदर चेकआउट करें।',
      'Priya Sharma ने "HC Verma "Part 1"" के लिए आपका ₹450.00 का काउंटर ऑफ़र मान लिया है।',
      'Ravi Kumar ने "HC Verma "Part 1"" के लिए आपका ₹400.00 का ऑफ़र ठुकरा दिया है।',
      'Priya Sharma ने "HC Verma "Part 1"" के लिए आपका ₹450.00 का काउंटर ऑफ़र ठुकरा दिया है।',
      '"HC Verma "Part 1"" पर आपका ऑफ़र ख़त्म हो गया: लिस्टिंग बिक चुकी है।',
      '"HC Verma "Part 1"" पर आपका ऑफ़र ख़त्म हो गया: लिस्टिंग हटा ली गई है।',
      'A sentence kept from before.',
    ]);
  });

  it('has a sentence of its own for every status an order can reach', () => {
    const sentences = ORDER_STATUSES.map((status) =>
      hindi({ kind: 'order_status_changed', params: { orderId: 12, status } }),
    );
    expect(new Set(sentences).size).toBe(sentences.length);
    for (const sentence of sentences) expect(sentence).toMatch(/^आप.* TXN-000012 .*[\u0900-\u097F].*।$/);
  });
});
