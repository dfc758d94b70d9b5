import type { OrderStatus } from '../../../domain/order-status.ts';
import { savedSearchTextInHindi } from '../../../domain/saved-search-text.hi.ts';
import type { MailTexts } from './mail-texts.ts';

/*
 * The e-mails in Hindi: what a student would write, short, with the everyday English words students use
 * (ऑर्डर, लिंक, पासवर्ड, कैंसल), and the web app's terms (src/web/locales/hi/messages.po).
 */

/** Each status as a whole sentence about the order: Hindi bends "the order" differently for some of them. */
const STATUS_SENTENCES: Record<OrderStatus, (order: string) => string> = {
  pending: (order) => `आपका ऑर्डर ${order} अभी पेंडिंग है`,
  processing: (order) => `आपका ऑर्डर ${order} अब प्रोसेस हो रहा है`,
  paid: (order) => `आपके ऑर्डर ${order} का पेमेंट हो गया है`,
  pending_cod: (order) => `आपका ऑर्डर ${order} कैश ऑन डिलीवरी के लिए कन्फ़र्म हो गया है`,
  shipped: (order) => `आपका ऑर्डर ${order} भेज दिया गया है`,
  in_transit: (order) => `आपका ऑर्डर ${order} रास्ते में है`,
  delivered: (order) => `आपका ऑर्डर ${order} डिलीवर हो गया है`,
  completed: (order) => `आपका ऑर्डर ${order} पूरा हो गया है`,
  cancelled: (order) => `आपका ऑर्डर ${order} कैंसल हो गया है`,
  refund_requested: (order) => `आपके ऑर्डर ${order} के रिफ़ंड पर फ़ैसला होना बाक़ी है`,
  refunded: (order) => `आपके ऑर्डर ${order} का रिफ़ंड हो गया है`,
};

const statusSentence = (order: string, status: OrderStatus) => STATUS_SENTENCES[status](order);

export const hindiMailTexts: MailTexts = {
  htmlLang: 'hi-IN',
  orOpenLink: 'या यह लिंक खोलें:',
  unsubscribe: 'अनसब्सक्राइब करें',
  why: {
    orderPlaced: 'यह ई-मेल आपको इसलिए मिला क्योंकि आपने ऑर्डर किया है।',
    itemSold: 'यह ई-मेल आपको इसलिए मिला क्योंकि आप PassItOn पर सामान बेचते हैं।',
    orderUpdatesBuyer: 'यह ई-मेल आपको इसलिए मिला क्योंकि यह ऑर्डर आपने किया है।',
    orderUpdatesSeller: 'यह ई-मेल आपको इसलिए मिला क्योंकि इस ऑर्डर में आपका सामान है।',
    newMessage: (role) =>
      role === 'buyer'
        ? 'यह ई-मेल आपको इसलिए मिला क्योंकि आपने इस ऑर्डर में ख़रीदा है।'
        : 'यह ई-मेल आपको इसलिए मिला क्योंकि इस ऑर्डर में आपका सामान है।',
    newListingMessage: (role) =>
      role === 'buyer'
        ? 'यह ई-मेल आपको इसलिए मिला क्योंकि आपने इस लिस्टिंग के बारे में पूछा है।'
        : 'यह ई-मेल आपको इसलिए मिला क्योंकि यह लिस्टिंग आपकी है।',
    savedSearchMatch: 'यह ई-मेल आपको इसलिए मिला क्योंकि आपने PassItOn पर यह सर्च सेव की है।',
    offers: 'यह ई-मेल आपको इसलिए मिला क्योंकि आप PassItOn पर ऑफ़र देते या उनका जवाब देते हैं।',
  },

  passwordReset: ({ username }) => ({
    subject: 'अपना PassItOn पासवर्ड रीसेट करें',
    paragraphs: [
      `नमस्ते ${username},`,
      'किसी ने (उम्मीद है आपने ही) आपके PassItOn अकाउंट का पासवर्ड रीसेट करने को कहा है। यह लिंक एक ही बार, 30 मिनट तक काम करेगा।',
    ],
    action: 'नया पासवर्ड चुनें',
    footer: 'आपने नहीं माँगा? इस ई-मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  }),

  verifyEmail: ({ username }) => ({
    subject: 'अपना ई-मेल पता कन्फ़र्म करें',
    paragraphs: [
      `नमस्ते ${username},`,
      'कृपया कन्फ़र्म करें कि यह पता आपका ही है, ताकि ख़रीदार और बेचने वाले आप तक पहुँच सकें। कॉलेज का पता (.ac.in, .edu) हो तो आपको वेरिफ़ाइड स्टूडेंट बैज भी मिलेगा।',
    ],
    action: 'मेरा पता कन्फ़र्म करें',
    footer: 'PassItOn पर साइन अप नहीं किया? इस ई-मेल को अनदेखा करें।',
  }),

  orderPlaced: ({ name, orderNumber, items, pickups }) => ({
    subject: `आपका ऑर्डर ${orderNumber} हो गया है`,
    paragraphs: [
      `नमस्ते ${name},`,
      `ऑर्डर ${orderNumber} के लिए शुक्रिया:`,
      items,
      'सामान आप ख़ुद जाकर लेंगे। कहाँ से लेना है:',
      ...pickups.map(({ seller, place, titles }) => {
        const from = `${seller ?? 'बेचने वाला'}${titles ? ` (${titles.join(', ')})` : ''}`;
        return place.length > 0
          ? `${from}:\n${place.join('\n')}`
          : `${from}: पिकअप की जगह नहीं बताई गई है। अपने ऑर्डर पेज से उनसे पूछ लें।`;
      }),
      'हर बेचने वाला सामान सौंपने के लिए आपसे संपर्क करेगा; आप अपने ऑर्डर पेज से उन्हें मैसेज भी कर सकते हैं।',
    ],
    action: 'अपना ऑर्डर देखें',
  }),

  itemSold: ({ name, orderNumber, items, sold, buyer }) => ({
    subject: 'title' in sold ? `आपका "${sold.title}" बिक गया` : `आपके ${sold.count} आइटम बिक गए`,
    paragraphs: [
      `नमस्ते ${name},`,
      `अच्छी ख़बर: ${buyer.name} ने ऑर्डर ${orderNumber} में आपसे ख़रीदा है:`,
      items,
      `सामान सौंपने के लिए संपर्क करें:\n${buyer.name}\n${buyer.phone ? `फ़ोन: ${buyer.phone}\n` : ''}ई-मेल: ${buyer.email}`,
    ],
    action: 'बिक्री देखें',
  }),

  orderStatus: ({ name, orderNumber, status }) => ({
    subject: statusSentence(orderNumber, status),
    paragraphs: [`नमस्ते ${name},`, `${statusSentence(orderNumber, status)}।`],
    action: 'अपना ऑर्डर देखें',
  }),

  saleCancelled: ({ name, orderNumber }) => ({
    subject: `ऑर्डर ${orderNumber} कैंसल हो गया`,
    paragraphs: [
      `नमस्ते ${name},`,
      `ऑर्डर ${orderNumber} कैंसल हो गया है, इसलिए कुछ सौंपना नहीं है। आपके आइटम फिर से दूसरे ख़रीदारों के लिए उपलब्ध हैं।`,
    ],
    action: 'बिक्री देखें',
  }),

  newMessage: ({ name, from, orderNumber }) => {
    const author = 'name' in from ? from.name : from.role === 'seller' ? 'बेचने वाले' : 'ख़रीदार';
    return {
      subject: `ऑर्डर ${orderNumber} पर ${author} का नया मैसेज`,
      paragraphs: [
        `नमस्ते ${name},`,
        `ऑर्डर ${orderNumber} पर ${author} ने आपको नया मैसेज भेजा है। पढ़ने और जवाब देने के लिए ऑर्डर खोलें।`,
      ],
      action: 'मैसेज पढ़ें',
    };
  },

  newListingMessage: ({ name, from, title }) => ({
    subject: `"${title}" के बारे में ${from} का नया मैसेज`,
    paragraphs: [
      `नमस्ते ${name},`,
      `${from} ने आपको "${title}" के बारे में लिखा है। पढ़ने और जवाब देने के लिए बातचीत खोलें।`,
    ],
    action: 'मैसेज पढ़ें',
  }),

  refundProcessed: ({ name, amount, refundFor }) => {
    const refunded =
      'orderNumber' in refundFor
        ? `हमने ऑर्डर ${refundFor.orderNumber} के ${amount} रिफ़ंड कर दिए हैं।`
        : refundFor.reason === 'payment_unclaimed'
          ? `हमने ${amount} रिफ़ंड कर दिए हैं: यह पेमेंट किसी ऑर्डर में इस्तेमाल नहीं हुआ था।`
          : `हमने ${amount} रिफ़ंड कर दिए हैं: यह पेमेंट एक ऐसे चेकआउट का था जो पूरा नहीं हो सका।`;
    return {
      subject: `आपका ${amount} का रिफ़ंड भेज दिया गया है`,
      paragraphs: [`नमस्ते ${name},`, `${refunded} आपके खाते में पहुँचने में 3-5 कामकाजी दिन लग सकते हैं।`],
      action: 'अपना ऑर्डर देखें',
    };
  },

  savedSearchMatch: ({ name, search, title, price }) => ({
    subject: `आपकी सर्च से मिलती नई लिस्टिंग: ${title}`,
    paragraphs: [
      `नमस्ते ${name},`,
      `किसी ने अभी कुछ ऐसा लिस्ट किया है जो आपकी सेव की हुई सर्च ${savedSearchTextInHindi({ query: search })} से मेल खाता है:`,
      `${title} — ${price}`,
      'अच्छी चीज़ें जल्दी बिक जाती हैं; किसी और से पहले देख लें।',
    ],
    action: 'लिस्टिंग देखें',
  }),

  offer: (input) => {
    const hi = `नमस्ते ${input.name},`;
    switch (input.step) {
      case 'made':
        return {
          subject: `${input.from} ने "${input.title}" के लिए ${input.amount} का ऑफ़र दिया`,
          paragraphs: [
            hi,
            `${input.from} ने आपकी लिस्टिंग "${input.title}" के लिए ${input.amount} का ऑफ़र दिया है। 48 घंटे के अंदर इसे मानें, ठुकराएँ या काउंटर ऑफ़र दें; उसके बाद यह ख़त्म हो जाएगा।`,
          ],
          action: 'ऑफ़र का जवाब दें',
        };
      case 'countered':
        return {
          subject: `"${input.title}" के लिए काउंटर ऑफ़र: ${input.amount}`,
          paragraphs: [
            hi,
            `${input.from} ने "${input.title}" पर आपके ऑफ़र के जवाब में ${input.amount} का काउंटर ऑफ़र दिया है। 48 घंटे के अंदर इसे मानें या ठुकराएँ।`,
          ],
          action: 'काउंटर ऑफ़र देखें',
        };
      case 'accepted':
        return input.by === 'seller'
          ? {
              subject: `"${input.title}" के लिए आपका ऑफ़र मान लिया गया`,
              paragraphs: [
                hi,
                `${input.from} ने "${input.title}" के लिए आपका ${input.amount} का ऑफ़र मान लिया है। इस दाम पर एक ख़रीदने के लिए 24 घंटे के अंदर चेकआउट करें। जब तक आप पेमेंट नहीं करते, दूसरे इसे पूरे दाम पर ख़रीद सकते हैं।`,
              ],
              action: 'ऑफ़र के दाम पर ख़रीदें',
            }
          : {
              subject: `"${input.title}" के लिए आपका काउंटर ऑफ़र मान लिया गया`,
              paragraphs: [
                hi,
                `${input.from} ने "${input.title}" के लिए आपका ${input.amount} का काउंटर ऑफ़र मान लिया है। उनके पास इस दाम पर चेकआउट करने के लिए 24 घंटे हैं।`,
              ],
              action: 'लिस्टिंग देखें',
            };
      case 'closed':
        return {
          subject: `"${input.title}" पर आपका ऑफ़र ख़त्म हो गया`,
          paragraphs: [
            hi,
            input.reason === 'sold_out'
              ? `"${input.title}" पर आपका ऑफ़र ख़त्म हो गया: लिस्टिंग बिक चुकी है।`
              : `"${input.title}" पर आपका ऑफ़र ख़त्म हो गया: बेचने वाले ने लिस्टिंग PassItOn से हटा ली है।`,
          ],
          action: 'मिलती-जुलती लिस्टिंग देखें',
        };
    }
  },

  listingHidden: ({ name, title, reason }) => ({
    subject: `आपकी लिस्टिंग "${title}" छिपा दी गई है`,
    paragraphs: [
      `नमस्ते ${name},`,
      `छात्रों की रिपोर्ट के बाद PassItOn टीम ने आपकी लिस्टिंग "${title}" छिपा दी है। अभी ख़रीदार इसे न ढूँढ सकते हैं, न ऑर्डर कर सकते हैं।`,
      `वजह: ${reason}`,
      'आप लिस्टिंग बदल सकते हैं और फिर अपनी लिस्टिंग्स से दोबारा जाँच के लिए कह सकते हैं।',
    ],
    action: 'अपनी लिस्टिंग्स देखें',
  }),
};
