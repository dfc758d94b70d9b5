import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeListing } from '../catalogue-fixtures.ts';
import { ProductCard, whereAndWhen } from './product-card.tsx';

describe('whereAndWhen', () => {
  const now = new Date('2025-01-12T10:00:00.000Z');

  it('names the institution, the city and how long ago the listing went up', () => {
    const listing = makeListing(1, {
      pickupInstitution: 'Fergusson College',
      pickupCity: 'Pune',
      createdAt: '2025-01-10T10:00:00.000Z',
    });
    expect(whereAndWhen(listing, now)).toBe('Fergusson College · Pune · 2 days ago');
  });

  it('leaves out what the seller did not give', () => {
    const listing = makeListing(1, {
      pickupInstitution: null,
      pickupCity: ' Kota ',
      createdAt: '2025-01-12T09:00:00.000Z',
    });
    expect(whereAndWhen(listing, now)).toBe('Kota · 1 hour ago');
    expect(whereAndWhen(makeListing(2, { pickupInstitution: '', pickupCity: null }), now)).toMatch(/ago$/);
  });
});

describe('the Verified student badge on a card', () => {
  const card = async () => (await screen.findByRole('article')) as HTMLElement;

  it('shows, in words, when the seller verified a college address', async () => {
    mockApi({});
    renderWithProviders(<ProductCard product={makeListing(1, { sellerVerifiedStudent: true })} />, {
      user: null,
    });
    expect(within(await card()).getByText('Verified student')).toBeVisible();
  });

  it('is absent otherwise, and for a listing that does not say', async () => {
    mockApi({});
    const { sellerVerifiedStudent: _unknown, ...saved } = makeListing(2);
    const { unmount } = renderWithProviders(
      <ProductCard product={makeListing(1, { sellerVerifiedStudent: false })} />,
      { user: null },
    );
    expect(within(await card()).queryByText('Verified student')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ProductCard product={saved} />, { user: null });
    expect(within(await card()).queryByText('Verified student')).not.toBeInTheDocument();
  });
});

describe('a free listing on a card', () => {
  const card = async () => (await screen.findByRole('article')) as HTMLElement;

  it('shows the Free badge and Free — collect in person instead of ₹0.00', async () => {
    mockApi({});
    renderWithProviders(
      <ProductCard product={makeListing(1, { price: '0.00', originalPrice: '499.00' })} />,
      {
        user: null,
      },
    );
    const shown = within(await card());
    expect(shown.getByText('Free')).toBeVisible();
    expect(shown.getByText('Free — collect in person')).toBeVisible();
    expect(shown.queryByText('₹0.00')).not.toBeInTheDocument();
  });

  it('shows no Free badge on a priced listing', async () => {
    mockApi({});
    renderWithProviders(<ProductCard product={makeListing(1, { price: '120.00' })} />, { user: null });
    expect(within(await card()).queryByText('Free')).not.toBeInTheDocument();
  });
});
