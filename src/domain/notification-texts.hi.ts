import type { NotificationParams } from './contracts/notifications.ts';
import { formatRupees } from './money.ts';
import { asSentence, type NotificationTexts } from './notification-texts.ts';
import { type OrderStatus, orderNumber } from './order-status.ts';
import { savedSearchTextInHindi } from './saved-search-text.hi.ts';

/*
 * The notifications in Hindi, in the web app's words for them (src/web/locales/hi/messages.po held these
 * sentences while the web app read the server's English back). Loaded with the Hindi catalogue only.
 */

const ARRIVES = 'आपके खाते में आने में 3-5 कामकाजी दिन लग सकते हैं।';

/** What was reported, as a reporter's notice names it. */
const REPORTED = { listing: 'एक लिस्टिंग', user: 'एक छात्र', message: 'एक मैसेज', review: 'एक रिव्यू' } as const;

/** Each status as a whole sentence about the order: Hindi bends "the order" differently for some of them. */
const STATUS_SENTENCES: Record<OrderStatus, (order: string) => string> = {
  pending: (order) => `आपका ऑर्डर ${order} अभी पेंडिंग है।`,
  processing: (order) => `आपके ऑर्डर ${order} पर अब काम चल रहा है।`,
  paid: (order) => `आपके ऑर्डर ${order} का पेमेंट अब हो गया है।`,
  pending_cod: (order) => `आपका ऑर्डर ${order} अब कैश ऑन डिलीवरी के लिए कन्फ़र्म हो गया है।`,
  shipped: (order) => `आपका ऑर्डर ${order} अब भेज दिया गया है।`,
  in_transit: (order) => `आपका ऑर्डर ${order} अब रास्ते में है।`,
  delivered: (order) => `आपका ऑर्डर ${order} अब डिलीवर हो गया है।`,
  completed: (order) => `आपका ऑर्डर ${order} अब पूरा हो गया है।`,
  cancelled: (order) => `आपका ऑर्डर ${order} अब कैंसल हो गया है।`,
  refund_requested: (order) => `आपका ऑर्डर ${order} अब रिफ़ंड के फ़ैसले का इंतज़ार कर रहा है।`,
  refunded: (order) => `आपके ऑर्डर ${order} का अब रिफ़ंड हो गया है।`,
};

/** A seller as a notice's sentence begins with them: their name, else who they are (docs/decisions/081). */
const sellerWho = (seller: NotificationParams<'part_declined'>['seller']): string =>
  seller === null ? 'एक बेचने वाले' : typeof seller === 'string' ? seller : 'एक पूर्व छात्र';

export const hindiNotificationTexts: NotificationTexts = {
  welcome: ({ username }) =>
    `PassItOn में आपका स्वागत है, ${username}! देखें सीनियर्स क्या आगे बढ़ा रहे हैं, या अपनी किताबें लिस्ट करें।`,
  order_placed: ({ orderId }) => `आपका ऑर्डर ${orderNumber(orderId)} हो गया है।`,
  item_sold: ({ orderId, quantity, title }) =>
    `आपने ${quantity} × "${title}" बेचा (ऑर्डर ${orderNumber(orderId)})। ख़रीदार के साथ पिकअप तय करें।`,
  order_status_changed: ({ orderId, status }) => STATUS_SENTENCES[status](orderNumber(orderId)),
  sale_completed: ({ orderId }) => `ऑर्डर ${orderNumber(orderId)} में आपकी बिक्री पूरी हो गई।`,
  part_handed_over: ({ orderId, seller }) =>
    `${sellerWho(seller)} ने आपके ऑर्डर ${orderNumber(orderId)} का अपना सामान सौंप दिया।`,
  part_declined: ({ orderId, seller, refund }) => {
    const declined = `${sellerWho(seller)} ने आपके ऑर्डर ${orderNumber(orderId)} में अपना हिस्सा मना कर दिया।`;
    return refund ? `${declined} आपको ${formatRupees(refund)} रिफ़ंड किए जाएँगे।` : declined;
  },
  unclaimed_payment_refunded: ({ amount }) =>
    `आपका ${formatRupees(amount)} का पेमेंट किसी ऑर्डर में इस्तेमाल नहीं हुआ, इसलिए उसे रिफ़ंड कर दिया गया है। ${ARRIVES}`,
  checkout_payment_refunded: ({ amount }) =>
    `जो चेकआउट पूरा नहीं हो पाया, उसके लिए आपका ${formatRupees(amount)} का पेमेंट रिफ़ंड कर दिया गया है। ${ARRIVES}`,
  order_refund_processed: ({ orderId, amount }) =>
    `ऑर्डर ${orderNumber(orderId)} के लिए आपका ${formatRupees(amount)} का रिफ़ंड प्रोसेस हो गया है। ${ARRIVES}`,
  refund_request_approved: ({ orderId, note }) =>
    `ऑर्डर ${orderNumber(orderId)} के लिए आपकी रिफ़ंड रिक्वेस्ट मंज़ूर हो गई।${note ? ` ${note}` : ''}`,
  refund_request_rejected: ({ orderId, note }) =>
    `ऑर्डर ${orderNumber(orderId)} के लिए आपकी रिफ़ंड रिक्वेस्ट मंज़ूर नहीं हुई।${note ? ` ${note}` : ''}`,
  saved_search_matched: ({ search, title, price }) =>
    `आपकी सेव की हुई सर्च ${savedSearchTextInHindi({ query: search })} से एक नई लिस्टिंग मिली: "${title}", ${formatRupees(price)}।`,
  favourite_price_dropped: ({ title, from, to }) =>
    `दाम घटा: "${title}" अब ${formatRupees(to)} की है (पहले ${formatRupees(from)})।`,
  favourite_sold_out: ({ title }) => `आपकी सेव की हुई "${title}" बिक चुकी है।`,
  wanted_listed: ({ wanted, title, price }) =>
    `आपकी "${wanted}" की तलाश के लिए एक लिस्टिंग आई है: "${title}", ${formatRupees(price)}।`,
  new_message: ({ orderId, from }) => {
    const order = orderNumber(orderId);
    if ('name' in from) return `ऑर्डर ${order} के बारे में ${from.name} का नया मैसेज।`;
    if ('formerStudent' in from) return `ऑर्डर ${order} के बारे में एक पूर्व छात्र का नया मैसेज।`;
    return from.role === 'seller'
      ? `ऑर्डर ${order} के बारे में बेचने वाले का नया मैसेज।`
      : `ऑर्डर ${order} के बारे में ख़रीदार का नया मैसेज।`;
  },
  offer_made: ({ title, from, amount }) =>
    `${from} ने "${title}" के लिए ${formatRupees(amount)} का ऑफ़र दिया है।`,
  offer_countered: ({ title, from, amount }) =>
    `${from} ने "${title}" पर आपके ऑफ़र के जवाब में ${formatRupees(amount)} का काउंटर ऑफ़र दिया है।`,
  offer_accepted: ({ title, from, amount, by }) =>
    by === 'seller'
      ? `${from} ने "${title}" के लिए आपका ${formatRupees(amount)} का ऑफ़र मान लिया है। इस दाम पर खरीदने के लिए 24 घंटे के अंदर चेकआउट करें।`
      : `${from} ने "${title}" के लिए आपका ${formatRupees(amount)} का काउंटर ऑफ़र मान लिया है।`,
  offer_declined: ({ title, from, amount, by }) =>
    by === 'seller'
      ? `${from} ने "${title}" के लिए आपका ${formatRupees(amount)} का ऑफ़र ठुकरा दिया है।`
      : `${from} ने "${title}" के लिए आपका ${formatRupees(amount)} का काउंटर ऑफ़र ठुकरा दिया है।`,
  offer_closed: ({ title, reason }) =>
    reason === 'sold_out'
      ? `"${title}" पर आपका ऑफ़र ख़त्म हो गया: लिस्टिंग बिक चुकी है।`
      : `"${title}" पर आपका ऑफ़र ख़त्म हो गया: लिस्टिंग हटा ली गई है।`,
  new_listing_message: ({ title, from }) =>
    `"${title}" के बारे में ${'name' in from ? from.name : 'एक पूर्व छात्र'} का नया मैसेज।`,
  listing_hidden: ({ title, reason }) =>
    `PassItOn टीम ने आपकी लिस्टिंग "${title}" छिपा दी है: ${asSentence(reason)} आप इसे बदलकर दोबारा जाँच के लिए कह सकते हैं।`,
  report_resolved: ({ targetType, actionTaken }) =>
    actionTaken
      ? `${REPORTED[targetType]} के बारे में आपकी रिपोर्ट के लिए धन्यवाद। हमारी टीम ने इसे देखा और कार्रवाई की।`
      : `${REPORTED[targetType]} के बारे में आपकी रिपोर्ट के लिए धन्यवाद। हमारी टीम ने इसे देखा और इसमें हमारे नियमों के ख़िलाफ़ कुछ नहीं पाया।`,
};
