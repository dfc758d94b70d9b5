import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SellerListing } from '../../../domain/contracts/listings.ts';
import { SellerListingsRoute } from '../../app/routes/seller-listings-route.tsx';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { renderInHindi } from '../../test/render-in-hindi.tsx';
import { SellLanding } from './components/sell-landing.tsx';

const seller = makeUser({ id: 7 });

const calculator: SellerListing = {
  id: 31,
  title: 'Casio fx-991ES Plus',
  description: 'Works perfectly, with its cover.',
  price: '650.00',
  originalPrice: null,
  condition: 'Like New',
  category: 'Calculators',
  sellerId: 7,
  images: [],
  files: ['0b3c1a52-6a44-4f1e-8d1e-2f4d3c2b1a00.pdf', '1b3c1a52-6a44-4f1e-8d1e-2f4d3c2b1a00.pdf'],
  quantity: 3,
  rating: '0.00',
  unitsSold: 0,
  pickupAddressType: 'home',
  pickupInstitution: null,
  pickupAddress: 'Hostel 4, Room 12',
  pickupCity: 'Pune',
  pickupState: 'Maharashtra',
  pickupPincode: '411005',
  sellerWhatsapp: '9876543210',
  sellerContactName: 'Priya Sharma',
  sellerContactEmail: 'priya@example.in',
  createdAt: '2025-03-05T10:00:00.000Z',
  updatedAt: '2025-03-05T10:00:00.000Z',
};

describe('selling in Hindi', () => {
  it('shows My Listings and the edit dialog in Hindi, the listing’s own words as written', async () => {
    mockApi({ 'GET /api/products/seller/7': () => jsonResponse(200, [calculator]) });
    const user = userEvent.setup();
    await renderInHindi(<SellerListingsRoute />, { user: seller });

    const card = (await screen.findByRole('heading', { name: 'Casio fx-991ES Plus' })).closest('article');
    if (!card) throw new Error('no listing card');
    expect(within(card).getByText('कैलकुलेटर · लगभग नई')).toBeInTheDocument();
    expect(within(card).getByText('चालू · 3 बचे')).toBeInTheDocument();
    expect(within(card).getByText('2 डॉक्यूमेंट')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Casio fx-991ES Plus बदलें' }));
    const dialog = await screen.findByRole('dialog', { name: 'प्रोडक्ट बदलें' });
    expect(within(dialog).getByLabelText('पते का प्रकार')).toHaveDisplayValue('घर');
    expect(within(dialog).getByRole('button', { name: 'बदलाव सेव करें' })).toBeInTheDocument();
  });

  it('counts the wizard’s steps on the Sell page with a Hindi plural', async () => {
    mockApi({});
    await renderInHindi(<SellLanding />, { user: seller });

    expect(screen.getByRole('heading', { level: 1, name: 'आज ही बेचना शुरू करें' })).toBeInTheDocument();
    expect(screen.getByText('6 स्टेप')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /बल्क अपलोड/ })).toHaveAttribute('href', '/sell?form=bulk');
  });
});
