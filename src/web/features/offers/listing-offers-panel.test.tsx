import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Offer } from '../../../domain/contracts/offers.ts';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ListingOffersPanel } from './listing-offers-panel.tsx';

const buyer = makeUser({ id: 7, fullName: 'Priya Sharma' });
const seller = makeUser({ id: 3, username: 'ravi', fullName: 'Ravi Kumar' });

function makeOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 11,
    productId: 42,
    buyerId: 7,
    buyerName: 'Priya Sharma',
    sellerId: 3,
    askingPrice: '500.00',
    amount: '400.00',
    counterAmount: null,
    acceptedAmount: null,
    state: 'open',
    closedReason: null,
    answerBy: '2026-12-03T10:00:00.000Z',
    holdUntil: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

const panel = (viewerId: number) => (
  <ListingOffersPanel
    productId={42}
    sellerId={3}
    title="HC Verma Part 1"
    askingPrice="500.00"
    stock={1}
    viewerId={viewerId}
    forSale
  />
);

describe('offers on the listing page', () => {
  it('offers a buyer nothing to make on a free listing', async () => {
    const fetchSpy = mockApi({ 'GET /api/listings/42/offers': () => jsonResponse(200, { offers: [] }) });
    const { container } = renderWithProviders(
      <ListingOffersPanel
        productId={42}
        sellerId={3}
        title="HC Verma Part 1"
        askingPrice="0.00"
        stock={1}
        viewerId={7}
        forSale
      />,
      { user: buyer },
    );
    expect(screen.queryByLabelText('Your offer (₹)')).toBeNull();
    expect(container).toBeEmptyDOMElement();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('lets a buyer make an offer, checked by the same rules as the server before it is sent', async () => {
    let offers: Offer[] = [];
    const fetchSpy = mockApi({
      'GET /api/listings/42/offers': () => jsonResponse(200, { offers }),
      'POST /api/listings/42/offers': () => {
        offers = [makeOffer()];
        return jsonResponse(201, offers[0]);
      },
    });
    renderWithProviders(panel(7), { user: buyer });
    const field = await screen.findByLabelText('Your offer (₹)');
    const send = screen.getByRole('button', { name: 'Make an offer' });

    await userEvent.type(field, '400.50');
    await userEvent.click(send);
    expect(await screen.findByText('Enter an amount in whole rupees')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '200');
    await userEvent.click(send);
    expect(
      await screen.findByText('An offer must be at least ₹250.00, half the asking price'),
    ).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '500');
    await userEvent.click(send);
    expect(await screen.findByText('An offer must be below the asking price of ₹500.00')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/listings/42/offers')).toBeUndefined();

    await userEvent.clear(field);
    await userEvent.type(field, '400');
    await userEvent.click(send);
    expect(await screen.findByText('You offered ₹400.00')).toBeInTheDocument();
    expect(screen.getByText('Waiting for the seller')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/listings/42/offers')).toEqual({ amount: 400 });
    // One offer in play: no second form.
    expect(screen.queryByLabelText('Your offer (₹)')).not.toBeInTheDocument();
  });

  it('lets the seller counter an open offer with a price between it and the asking price', async () => {
    let offers = [makeOffer()];
    const fetchSpy = mockApi({
      'GET /api/listings/42/offers': () => jsonResponse(200, { offers }),
      'POST /api/offers/11/counter': () => {
        offers = [makeOffer({ state: 'countered', counterAmount: '450.00' })];
        return jsonResponse(200, offers[0]);
      },
    });
    renderWithProviders(panel(3), { user: seller });
    expect(await screen.findByText('Priya Sharma offered ₹400.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept ₹400.00' })).toBeInTheDocument();
    const field = screen.getByLabelText('Counter offer (₹)');
    await userEvent.type(field, '520');
    await userEvent.click(screen.getByRole('button', { name: 'Counter' }));
    expect(
      await screen.findByText('A counter offer must be more than ₹400.00 and less than ₹500.00'),
    ).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '450');
    await userEvent.click(screen.getByRole('button', { name: 'Counter' }));
    expect(await screen.findByText('Counter offer: ₹450.00')).toBeInTheDocument();
    expect(screen.getByText('Waiting for the buyer')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/offers/11/counter')).toEqual({ amount: 450 });
  });

  it('lets the buyer accept a counter, then add the listing to the cart at the agreed price', async () => {
    let offers = [makeOffer({ state: 'countered', counterAmount: '450.00' })];
    const fetchSpy = mockApi({
      'GET /api/listings/42/offers': () => jsonResponse(200, { offers }),
      'POST /api/offers/11/accept': () => {
        offers = [
          makeOffer({
            state: 'accepted',
            counterAmount: '450.00',
            acceptedAmount: '450.00',
            holdUntil: '2026-12-02T10:00:00.000Z',
          }),
        ];
        return jsonResponse(200, offers[0]);
      },
      'POST /api/cart': () => jsonResponse(201, {}),
      'GET /api/cart/7': () => jsonResponse(200, []),
    });
    renderWithProviders(panel(7), { user: buyer });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept ₹450.00' }));
    expect(await screen.findByText(/Agreed at ₹450.00, for one unit/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart at ₹450.00' }));
    expect(await screen.findByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
    expect(sentBody(fetchSpy, 'POST', '/api/cart')).toMatchObject({ productId: 42, quantity: 1 });
  });

  it('shows nothing to a guest, and the seller nothing until someone offers', async () => {
    const fetchSpy = mockApi({ 'GET /api/listings/42/offers': () => jsonResponse(200, { offers: [] }) });
    const guest = renderWithProviders(
      <ListingOffersPanel
        productId={42}
        sellerId={3}
        title="HC Verma Part 1"
        askingPrice="500.00"
        stock={1}
        viewerId={undefined}
        forSale
      />,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    guest.unmount();
    renderWithProviders(panel(3), { user: seller });
    await vi.waitFor(() =>
      expect(fetchSpy).toHaveBeenCalledWith('/api/listings/42/offers', expect.anything()),
    );
    expect(screen.queryByRole('heading', { name: 'Offers on your listing' })).not.toBeInTheDocument();
  });
});
