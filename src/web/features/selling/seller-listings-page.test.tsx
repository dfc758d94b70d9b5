import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SellerListingsRoute } from '../../app/routes/seller-listings-route.tsx';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { makeSellerListing } from '../../test/listing-fixtures.ts';
import { renderApp, renderWithProviders } from '../../test/render.tsx';

const seller = makeUser({ id: 7 });

describe('the seller dashboard', () => {
  it('asks a guest to sign in', () => {
    mockApi({});
    renderWithProviders(<SellerListingsRoute />, { user: null });

    expect(screen.getByText('Please log in to view your listings')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('says when nothing is listed yet and links to /sell', async () => {
    mockApi({ 'GET /api/products/seller/7': () => jsonResponse(200, []) });
    renderWithProviders(<SellerListingsRoute />, { user: seller });

    expect(await screen.findByText('No products listed yet')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Add New Product' })) {
      expect(link).toHaveAttribute('href', '/sell');
    }
  });

  it('shows each listing with View, Edit and Delete, sold-out ones marked', async () => {
    mockApi({
      'GET /api/products/seller/7': () =>
        jsonResponse(200, [
          makeSellerListing(),
          makeSellerListing({ id: 32, title: 'Drafter', quantity: 0 }),
        ]),
    });
    renderWithProviders(<SellerListingsRoute />, { user: seller });

    const first = (await screen.findByText('Casio fx-991ES Plus')).closest('article') as HTMLElement;
    expect(within(first).getByRole('link', { name: 'View Casio fx-991ES Plus' })).toHaveAttribute(
      'href',
      '/product/31',
    );
    expect(within(first).getByRole('button', { name: 'Edit Casio fx-991ES Plus' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Delete Casio fx-991ES Plus' })).toBeInTheDocument();
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
  });

  it('edits a listing in a dialog with the product form’s messages, then confirms the update', async () => {
    const fetchSpy = mockApi({
      'GET /api/products/seller/7': () => jsonResponse(200, [makeSellerListing()]),
      'PUT /api/products/31': () => jsonResponse(200, makeSellerListing({ price: '599.00' })),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SellerListingsRoute />, { user: seller });
    await user.click(await screen.findByRole('button', { name: 'Edit Casio fx-991ES Plus' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });

    const price = within(dialog).getByLabelText('Price (₹)');
    await user.clear(price);
    await user.type(price, '-5');
    await user.clear(within(dialog).getByLabelText('WhatsApp number'));
    await user.type(within(dialog).getByLabelText('WhatsApp number'), '98765');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Price must be a positive number')).toBeInTheDocument();
    expect(within(dialog).getByText('WhatsApp number must be at least 10 digits')).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '599');
    await user.clear(within(dialog).getByLabelText('WhatsApp number'));
    await user.type(within(dialog).getByLabelText('WhatsApp number'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(screen.getByText('Your product has been updated successfully')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'PUT', '/api/products/31')).toMatchObject({
      price: '599.00',
      title: 'Casio fx-991ES Plus',
      pickupAddressType: 'home',
      images: [],
      files: [],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the edit dialog of the listing named in the address (the listing page’s Edit listing)', async () => {
    mockApi({
      'GET /api/products/seller/7': () =>
        jsonResponse(200, [
          makeSellerListing(),
          makeSellerListing({ id: 32, title: 'Engineering Drawing by N D Bhatt' }),
        ]),
    });

    renderApp('/seller-listings?edit=32', { user: seller });

    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Engineering Drawing by N D Bhatt');
  });

  it('shows the institution field only for a university address', async () => {
    mockApi({ 'GET /api/products/seller/7': () => jsonResponse(200, [makeSellerListing()]) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SellerListingsRoute />, { user: seller });
    await user.click(await screen.findByRole('button', { name: 'Edit Casio fx-991ES Plus' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Product' });

    expect(within(dialog).queryByLabelText('Institution')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Address type'), 'university');
    expect(within(dialog).getByLabelText('Institution')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Address')).not.toBeInTheDocument();
  });

  it('says Error updating product with the server’s message', async () => {
    mockApi({
      'GET /api/products/seller/7': () => jsonResponse(200, [makeSellerListing()]),
      'PUT /api/products/31': () => jsonResponse(403, { message: 'You can only change your own listings' }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SellerListingsRoute />, { user: seller });
    await user.click(await screen.findByRole('button', { name: 'Edit Casio fx-991ES Plus' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Error updating product')).toBeInTheDocument();
    expect(screen.getByText('You can only change your own listings')).toBeInTheDocument();
  });

  it('deletes a listing only after the confirmation', async () => {
    const fetchSpy = mockApi({
      'GET /api/products/seller/7': () => jsonResponse(200, [makeSellerListing()]),
      'DELETE /api/products/31': () => jsonResponse(200, { message: 'Product deleted successfully' }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SellerListingsRoute />, { user: seller });
    await user.click(await screen.findByRole('button', { name: 'Delete Casio fx-991ES Plus' }));

    const confirm = screen.getByRole('alertdialog', { name: 'Delete this listing?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Casio fx-991ES Plus' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
  });

  it('says Failed to delete product when the server gives no reason', async () => {
    mockApi({
      'GET /api/products/seller/7': () => jsonResponse(200, [makeSellerListing()]),
      'DELETE /api/products/31': () => new Response('Bad gateway', { status: 502 }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SellerListingsRoute />, { user: seller });
    await user.click(await screen.findByRole('button', { name: 'Delete Casio fx-991ES Plus' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete product')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('has a Pricing Guide tab that judges a price', async () => {
    mockApi({ 'GET /api/products/seller/7': () => jsonResponse(200, []) });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SellerListingsRoute />, { user: seller });

    await user.click(screen.getByRole('tab', { name: 'Pricing Guide' }));
    await user.selectOptions(screen.getByLabelText('Category'), 'Calculators');
    await user.type(screen.getByLabelText('Your price (₹)'), '1500');

    expect(screen.getByText('Price seems high compared to similar items')).toBeInTheDocument();
    expect(screen.getByText('Over ₹1,000: higher than most listings')).toBeInTheDocument();
  });
});
