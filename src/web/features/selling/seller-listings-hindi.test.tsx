import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SellerListingsRoute } from '../../app/routes/seller-listings-route.tsx';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { makeSellerListing } from '../../test/listing-fixtures.ts';
import { renderInHindi } from '../../test/render-in-hindi.tsx';
import { SellLanding } from './components/sell-landing.tsx';

const seller = makeUser({ id: 7 });

const calculator = makeSellerListing({
  originalPrice: null,
  files: ['0b3c1a52-6a44-4f1e-8d1e-2f4d3c2b1a00.pdf', '1b3c1a52-6a44-4f1e-8d1e-2f4d3c2b1a00.pdf'],
  quantity: 3,
});

describe('selling in Hindi', () => {
  it('shows My Listings and the edit dialog in Hindi, the listing’s own words as written', async () => {
    mockApi({ 'GET /api/products/seller/7': () => jsonResponse(200, [calculator]) });
    const user = userEvent.setup({ delay: null });
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
