import { describe, expect, it } from 'vitest';
import { formatRupees, toPaise } from '../../../domain/money.ts';
import { ORDER_STATUSES } from '../../../domain/order-status.ts';
import {
  itemSoldMail,
  newMessageMail,
  orderPlacedMail,
  orderStatusMail,
  refundProcessedMail,
  saleCancelledMail,
  savedSearchMatchMail,
  verifyEmailMail,
} from './templates.ts';

const unsubscribe = { url: 'https://passiton.in/unsubscribe?token=x', why: 'Why.' };
const url = 'https://passiton.in/orders/7';
/** Latin words of the English texts that must not be left in a Hindi e-mail (names and links aside). */
const ENGLISH_LEFT = /\b(Hi|Your|order|the|you|See|Open|Read|refund|listing)\b/;

describe('e-mail texts in Hindi', () => {
  it('amounts keep Indian grouping, and refunds say where the money came from', () => {
    const amount = formatRupees(toPaise('100000.00'));
    const forOrder = refundProcessedMail('hi', {
      name: 'Priya',
      amount,
      refundFor: { orderNumber: 'TXN-000007' },
      url,
    });
    expect(forOrder.subject).toBe('आपका ₹1,00,000.00 का रिफ़ंड भेज दिया गया है');
    expect(forOrder.text).toContain('हमने ऑर्डर TXN-000007 के ₹1,00,000.00 रिफ़ंड कर दिए हैं।');
    expect(forOrder.text).toContain('3-5 कामकाजी दिन');
    expect(forOrder.text).toContain(`अपना ऑर्डर देखें: ${url}`);
    const unclaimed = refundProcessedMail('hi', {
      name: 'Priya',
      amount,
      refundFor: { reason: 'payment_unclaimed' },
    });
    expect(unclaimed.text).toContain('यह पेमेंट किसी ऑर्डर में इस्तेमाल नहीं हुआ था।');
    expect(unclaimed.text).not.toContain('अपना ऑर्डर देखें');
    const english = refundProcessedMail('en', {
      name: 'Priya',
      amount,
      refundFor: { reason: 'checkout_failed' },
    });
    expect(english.text).toContain(
      'We have refunded ₹1,00,000.00 for a checkout that could not be completed. It can take 3-5 business days',
    );
  });

  it('every order status is a whole Hindi sentence; the English phrase stays the spec’s', () => {
    for (const status of ORDER_STATUSES) {
      const mail = orderStatusMail('hi', {
        name: 'Priya',
        orderNumber: 'TXN-000007',
        status,
        url,
        unsubscribe,
      });
      expect(mail.subject).toContain('TXN-000007');
      expect(mail.text).not.toMatch(ENGLISH_LEFT);
    }
    expect(
      orderStatusMail('hi', { name: 'P', orderNumber: 'TXN-000007', status: 'in_transit', url, unsubscribe })
        .subject,
    ).toBe('आपका ऑर्डर TXN-000007 रास्ते में है');
    expect(
      orderStatusMail('en', { name: 'P', orderNumber: 'TXN-000007', status: 'in_transit', url, unsubscribe })
        .subject,
    ).toBe('Your order TXN-000007 is now on its way');
  });

  it('a saved search is named with Hindi categories and price words, the search text as typed', () => {
    const mail = savedSearchMatchMail('hi', {
      name: 'Priya',
      search: { q: 'fx 991', category: 'Calculators', city: 'Pune', maxPrice: 500 },
      title: 'Casio fx-991EX',
      price: formatRupees(toPaise('650.00')),
      url,
      unsubscribe,
    });
    expect(mail.subject).toBe('आपकी सर्च से मिलती नई लिस्टिंग: Casio fx-991EX');
    expect(mail.text).toContain('सेव की हुई सर्च "fx 991" · कैलकुलेटर · Pune · ₹500 तक से मेल खाता है:');
    expect(mail.text).toContain('Casio fx-991EX — ₹650.00');
  });

  it('the other e-mails have no English left but names, titles and links', () => {
    const mails = [
      verifyEmailMail('hi', { username: 'priya_s', url }),
      itemSoldMail('hi', {
        name: 'Priya',
        orderNumber: 'TXN-000007',
        items: [
          { quantity: 1, productTitle: 'Notes' },
          { quantity: 2, productTitle: 'Pens' },
        ],
        buyer: { name: 'Rahul', email: 'rahul@example.in', phone: '9876543210' },
        url,
        unsubscribe,
      }),
      saleCancelledMail('hi', { name: 'Priya', orderNumber: 'TXN-000007', url, unsubscribe }),
      newMessageMail('hi', {
        name: 'Priya',
        from: { role: 'seller' },
        orderNumber: 'TXN-000007',
        url,
        unsubscribe,
      }),
    ];
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(ENGLISH_LEFT);
      expect(mail.html).toContain('<html lang="hi-IN">');
    }
    expect(mails[1]?.subject).toBe('आपके 2 आइटम बिक गए');
    expect(mails[1]?.text).toContain('फ़ोन: 9876543210\nई-मेल: rahul@example.in');
    expect(mails[3]?.subject).toBe('ऑर्डर TXN-000007 पर बेचने वाले का नया मैसेज');
  });

  it('the order-placed e-mail says where to collect from each seller, naming the items of each place', () => {
    const place = { institution: 'COEP', address: 'Main gate', city: 'Pune', state: null, pincode: '411005' };
    const mail = orderPlacedMail('hi', {
      name: 'Priya',
      orderNumber: 'TXN-000007',
      items: [
        { quantity: 1, productTitle: 'Notes' },
        { quantity: 1, productTitle: 'Pens' },
        { quantity: 1, productTitle: 'Coat' },
      ],
      pickups: [
        {
          sellerId: 3,
          sellerName: 'Asha',
          places: [
            { ...place, productTitles: ['Notes'] },
            { ...place, address: 'Hostel 4', productTitles: ['Pens'] },
          ],
        },
        {
          sellerId: 4,
          sellerName: null,
          places: [
            {
              ...place,
              institution: null,
              address: null,
              city: null,
              pincode: null,
              productTitles: ['Coat'],
            },
          ],
        },
      ],
      url,
      unsubscribe,
    });
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(ENGLISH_LEFT);
    expect(mail.text).toContain('सामान आप ख़ुद जाकर लेंगे। कहाँ से लेना है:');
    expect(mail.text).toContain('Asha (Notes):\nCOEP\nMain gate\nPune, 411005');
    expect(mail.text).toContain('Asha (Pens):\nCOEP\nHostel 4\nPune, 411005');
    expect(mail.text).toContain('बेचने वाला: पिकअप की जगह नहीं बताई गई है। अपने ऑर्डर पेज से उनसे पूछ लें।');
  });
});
