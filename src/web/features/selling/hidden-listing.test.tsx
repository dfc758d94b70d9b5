import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SellerListing } from '../../../domain/contracts/listings.ts';
import { SellerListingsRoute } from '../../app/routes/seller-listings-route.tsx';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { makeSellerListing } from '../../test/listing-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';

const seller = makeUser({ id: 7 });

describe('a listing moderation took off', () => {
  it('tells its seller why the team hid it, and asks for another look', async () => {
    let listing: SellerListing = makeSellerListing({
      hidden: { by: 'team', reason: 'Photos of another book', secondLookRequested: false },
    });
    const fetchSpy = mockApi({
      'GET /api/products/seller/7': () => jsonResponse(200, [listing]),
      'POST /api/products/31/second-look': () => {
        listing = {
          ...listing,
          hidden: { by: 'team', reason: 'Photos of another book', secondLookRequested: true },
        };
        return jsonResponse(200, { message: 'Thanks — our team will look at it again' });
      },
    });
    renderWithProviders(<SellerListingsRoute />, { user: seller });
    const card = (await screen.findByText('Casio fx-991ES Plus')).closest('article') as HTMLElement;
    expect(within(card).getByText('Hidden by the PassItOn team: Photos of another book')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Ask for another look' }));
    expect(
      await within(card).findByText('You asked for another look. Our team will decide soon.'),
    ).toBeInTheDocument();
    expect(
      fetchSpy.mock.calls.some(
        ([url, init]) => String(url) === '/api/products/31/second-look' && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('says a listing reports hid waits for the team, with nothing to ask', async () => {
    mockApi({
      'GET /api/products/seller/7': () =>
        jsonResponse(200, [
          makeSellerListing({ hidden: { by: 'reports', reason: null, secondLookRequested: false } }),
        ]),
    });
    renderWithProviders(<SellerListingsRoute />, { user: seller });
    expect(
      await screen.findByText('Hidden after reports from students, until our team looks at it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for another look' })).toBeNull();
  });
});
