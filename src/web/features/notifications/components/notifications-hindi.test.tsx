import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { NotificationContent } from '../../../../domain/contracts/notifications.ts';
import { jsonResponse, makeUser, mockApi } from '../../../test/api-mock.ts';
import { renderInHindi as renderInHindiWithProviders } from '../../../test/render-in-hindi.tsx';
import { makeNotification } from '../notification-fixtures.ts';
import { NotificationBell } from './notification-bell.tsx';
// Loaded up front, so the lazy card opens at once instead of racing the first findBy.
import './notifications-popover.tsx';

/** One component with the app's providers around it, read in Hindi by a signed-in student. */
function renderInHindi(ui: ReactNode) {
  return renderInHindiWithProviders(ui, { user: makeUser() });
}

const placed = makeNotification({ kind: 'order_placed', params: { orderId: 12 } }, { id: 5, orderId: 12 });
const dropped = makeNotification(
  { kind: 'favourite_price_dropped', params: { title: 'HC Verma Part 1', from: 35_000, to: 20_000 } },
  { id: 8, type: 'favourite_price_drop', orderId: null, productId: 41, link: '/product/41', isRead: true },
);
const older = makeNotification(
  { kind: 'text', params: { text: 'Something the app has no words for yet.' } },
  { id: 4, type: 'other', orderId: null, link: null, isRead: true },
);

/** One notification of every kind the server writes, read, about nothing to open. */
const everyKind: NotificationContent[] = [
  { kind: 'welcome', params: { username: 'priya' } },
  { kind: 'order_placed', params: { orderId: 12 } },
  { kind: 'item_sold', params: { orderId: 12, quantity: 2, title: 'Engineering Mathematics' } },
  { kind: 'order_status_changed', params: { orderId: 12, status: 'pending_cod' } },
  { kind: 'sale_completed', params: { orderId: 12 } },
  { kind: 'part_handed_over', params: { orderId: 12, seller: null } },
  { kind: 'part_declined', params: { orderId: 12, seller: 'Ravi', refund: 149_900 } },
  { kind: 'unclaimed_payment_refunded', params: { amount: 25_000 } },
  { kind: 'checkout_payment_refunded', params: { amount: 25_000 } },
  { kind: 'order_refund_processed', params: { orderId: 12, amount: 10_000_000 } },
  { kind: 'refund_request_approved', params: { orderId: 12, note: null } },
  { kind: 'refund_request_rejected', params: { orderId: 12, note: 'The book was as described.' } },
  {
    kind: 'saved_search_matched',
    params: { search: { q: 'fx 991', category: 'Calculators' }, title: 'Casio fx-991EX', price: 45_000 },
  },
  { kind: 'favourite_price_dropped', params: { title: 'HC Verma Part 1', from: 35_000, to: 20_000 } },
  { kind: 'favourite_sold_out', params: { title: 'HC Verma Part 1' } },
  { kind: 'new_message', params: { orderId: 12, from: { role: 'buyer' } } },
];

describe('the notification list, in Hindi', () => {
  it('names the bell, the card and each notification in Hindi, keeping titles and amounts as written', async () => {
    mockApi({
      'GET /api/notifications/unread': () => jsonResponse(200, [placed]),
      'GET /api/notifications': () => jsonResponse(200, [placed, dropped, older]),
    });
    const user = userEvent.setup({ delay: null });
    await renderInHindi(<NotificationBell />);

    await user.click(await screen.findByRole('button', { name: 'नोटिफ़िकेशन, 1 बिना पढ़े' }));

    const card = await screen.findByRole('dialog', { name: 'नोटिफ़िकेशन' });
    expect(within(card).getByRole('button', { name: 'सब पढ़ा हुआ करें' })).toBeInTheDocument();
    const list = await within(card).findByRole('list', { name: 'नोटिफ़िकेशन' });
    expect(
      within(list).getByRole('link', { name: 'बिना पढ़ा: आपका ऑर्डर TXN-000012 हो गया है। 5 मिनट पहले' }),
    ).toHaveAttribute('href', '/orders/12');
    expect(
      within(list).getByText('दाम घटा: "HC Verma Part 1" अब ₹200.00 की है (पहले ₹350.00)।'),
    ).toBeInTheDocument();
    // The time's tooltip gives the date in full, in Hindi's own words as on every other Hindi page.
    const [when] = within(list).getAllByText('5 मिनट पहले');
    expect(when).toHaveAttribute(
      'title',
      expect.stringMatching(/^\d{1,2} \S+ \d{4} को \d{1,2}:\d{2} (am|pm) बजे$/),
    );
    // A sentence kept from before notifications were data is shown as it was written.
    expect(within(list).getByText('Something the app has no words for yet.')).toBeInTheDocument();
  });

  it('words a notification of every kind in Hindi', async () => {
    const notifications = everyKind.map((content, index) =>
      makeNotification(content, { id: 100 + index, orderId: null, link: null, isRead: true }),
    );
    mockApi({
      'GET /api/notifications/unread': () => jsonResponse(200, []),
      'GET /api/notifications': () => jsonResponse(200, notifications),
    });
    const user = userEvent.setup({ delay: null });
    await renderInHindi(<NotificationBell />);

    await user.click(await screen.findByRole('button', { name: 'नोटिफ़िकेशन' }));

    const list = await screen.findByRole('list', { name: 'नोटिफ़िकेशन' });
    // Each row is the sentence and, after it, when it came.
    const shown = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(item.querySelector('time')?.textContent ?? '', ''));
    expect(shown).toHaveLength(everyKind.length);
    shown.forEach((text, index) => {
      const english = notifications[index]?.message;
      expect(text, english).not.toBe(english);
      expect(text, english).toMatch(/[\u0900-\u097F]/);
    });
    expect(shown).toContain('आपका ऑर्डर TXN-000012 अब कैश ऑन डिलीवरी के लिए कन्फ़र्म हो गया है।');
    expect(shown).toContain(
      'ऑर्डर TXN-000012 के लिए आपका ₹1,00,000.00 का रिफ़ंड प्रोसेस हो गया है। आपके खाते में आने में 3-5 कामकाजी दिन लग सकते हैं।',
    );
    expect(shown).toContain(
      'आपकी सेव की हुई सर्च "fx 991" · कैलकुलेटर से एक नई लिस्टिंग मिली: "Casio fx-991EX", ₹450.00।',
    );
  });

  it('says there are none yet in Hindi', async () => {
    mockApi({
      'GET /api/notifications/unread': () => jsonResponse(200, []),
      'GET /api/notifications': () => jsonResponse(200, []),
    });
    const user = userEvent.setup({ delay: null });
    await renderInHindi(<NotificationBell />);

    await user.click(await screen.findByRole('button', { name: 'नोटिफ़िकेशन' }));

    expect(await screen.findByText('अभी तक कोई नोटिफ़िकेशन नहीं')).toBeInTheDocument();
    expect(screen.getByText('ऑर्डर और बिक्री यहाँ दिखेंगे।')).toBeInTheDocument();
  });
});
