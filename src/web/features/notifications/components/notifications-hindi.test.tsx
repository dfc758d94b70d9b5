import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
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

const placed = makeNotification({ id: 5, orderId: 12, message: 'Your order TXN-000012 has been placed.' });
const dropped = makeNotification({
  id: 8,
  type: 'favourite_price_drop',
  orderId: null,
  productId: 41,
  link: '/product/41',
  message: 'Price dropped: "HC Verma Part 1" is now ₹200.00 (was ₹350.00).',
  isRead: true,
});
const older = makeNotification({
  id: 4,
  type: 'other',
  orderId: null,
  link: null,
  message: 'Something the app has no words for yet.',
  isRead: true,
});

describe('the notification list, in Hindi', () => {
  it('names the bell, the card and each notification in Hindi, keeping titles and amounts as written', async () => {
    mockApi({
      'GET /api/notifications/unread': () => jsonResponse(200, [placed]),
      'GET /api/notifications': () => jsonResponse(200, [placed, dropped, older]),
    });
    const user = userEvent.setup();
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
    // A sentence of a shape the app does not know stays as the server stored it.
    expect(within(list).getByText('Something the app has no words for yet.')).toBeInTheDocument();
  });

  it('says there are none yet in Hindi', async () => {
    mockApi({
      'GET /api/notifications/unread': () => jsonResponse(200, []),
      'GET /api/notifications': () => jsonResponse(200, []),
    });
    const user = userEvent.setup();
    await renderInHindi(<NotificationBell />);

    await user.click(await screen.findByRole('button', { name: 'नोटिफ़िकेशन' }));

    expect(await screen.findByText('अभी तक कोई नोटिफ़िकेशन नहीं')).toBeInTheDocument();
    expect(screen.getByText('ऑर्डर और बिक्री यहाँ दिखेंगे।')).toBeInTheDocument();
  });
});
