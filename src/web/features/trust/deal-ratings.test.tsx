import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { makeOrderDetail } from '../../test/order-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { renderAppInHindi } from '../../test/render-in-hindi.tsx';
import { makeDealRating } from './trust-fixtures.ts';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import '../../app/routes/order-route.tsx';

const buyer = makeUser({ id: 7 });
const handedOverOrder = makeOrderDetail({
  id: 123,
  userId: 7,
  status: 'delivered',
  parts: [{ ...makeOrderDetail().parts[0], state: 'handed_over', handoverCode: null } as never],
});

describe('rating the deal on the order page', () => {
  it('asks "How was the deal with Priya?", sends the stars and words, and then shows the rating given', async () => {
    let given: { rating: number; comment: string } | null = null;
    const fetchSpy = mockApi({
      'GET /api/orders/detail/123': () => jsonResponse(200, handedOverOrder),
      'GET /api/orders/123/ratings': () =>
        jsonResponse(200, [
          makeDealRating({
            given: given && { ...given, createdAt: '2025-03-06T10:00:00.000Z' },
            rateUntil: given ? null : '2025-04-04T10:00:00.000Z',
          }),
        ]),
      'POST /api/orders/123/ratings': ({ body }) => {
        given = body as { rating: number; comment: string };
        return jsonResponse(201, {});
      },
    });
    renderApp('/orders/123', { user: buyer });

    const card = await screen.findByRole('region', { name: 'Rate the deal' });
    expect(within(card).getByRole('link', { name: 'Priya Deshmukh' })).toHaveAttribute('href', '/u/priya');
    const stars = within(card).getByRole('group', { name: 'How was the deal with Priya Deshmukh?' });
    await userEvent.click(within(stars).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(card).getByLabelText('A few words (optional)'), 'Met on time  ');
    await userEvent.click(within(card).getByRole('button', { name: 'Send rating' }));

    expect(await within(card).findByText('Your rating')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('Met on time')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/orders/123/ratings')).toEqual({
      rating: 4,
      comment: 'Met on time',
      sellerId: 3,
    });
  });

  it("says the other side's rating waits until the viewer rates, and shows it once revealed", async () => {
    mockApi({
      'GET /api/orders/detail/123': () => jsonResponse(200, handedOverOrder),
      'GET /api/orders/123/ratings': () =>
        jsonResponse(200, [
          makeDealRating({ sellerId: 3, receivedHidden: true }),
          makeDealRating({
            sellerId: 4,
            other: { username: null, name: 'A former student' },
            rateUntil: null,
            given: { rating: 5, comment: '', createdAt: '2025-03-06T10:00:00.000Z' },
            received: { rating: 3, comment: 'Paid late', createdAt: '2025-03-06T11:00:00.000Z' },
          }),
        ]),
    });
    renderApp('/orders/123', { user: buyer });

    const card = await screen.findByRole('region', { name: 'Rate the deal' });
    expect(
      within(card).getByText(
        'Priya Deshmukh has rated you. You will see it once you have rated them too, or 14 days after the hand-over.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('A former student rated you')).toBeInTheDocument();
    expect(within(card).getByText('Paid late')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
    // No profile to link to once an account is gone.
    expect(within(card).queryByRole('link', { name: 'A former student' })).not.toBeInTheDocument();
  });

  it('says a deal can be rated once it is handed over, and when its time has passed', async () => {
    mockApi({
      'GET /api/orders/detail/123': () => jsonResponse(200, handedOverOrder),
      'GET /api/orders/123/ratings': () =>
        jsonResponse(200, [
          makeDealRating({ sellerId: 3, handedOverAt: null, rateUntil: null }),
          makeDealRating({ sellerId: 4, rateUntil: null }),
        ]),
    });
    renderApp('/orders/123', { user: buyer });

    expect(
      await screen.findByText('You can rate this deal once the item has been handed over.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The time to rate this deal has passed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send rating' })).not.toBeInTheDocument();
  });

  it('asks in Hindi', async () => {
    mockApi({
      'GET /api/orders/detail/123': () => jsonResponse(200, handedOverOrder),
      'GET /api/orders/123/ratings': () => jsonResponse(200, [makeDealRating()]),
    });
    await renderAppInHindi('/orders/123', { user: buyer });
    const card = await screen.findByRole('region', { name: 'डील को रेटिंग दें' });
    expect(
      within(card).getByRole('group', { name: 'Priya Deshmukh के साथ डील कैसी रही?' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'रेटिंग भेजें' })).toBeInTheDocument();
  });
});
