import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';

describe('the sell page', () => {
  it('greets sellers with the banner and the three quick actions', async () => {
    mockApi({});
    renderApp('/sell', { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'Start Selling Today' })).toBeInTheDocument();
    const actions = within(screen.getByRole('tabpanel', { name: 'Get Started' }));
    expect(actions.getByRole('link', { name: /Add New Item/ })).toHaveAttribute('href', '/sell?form=item');
    expect(actions.getByRole('link', { name: /Bulk Upload/ })).toHaveAttribute('href', '/sell?form=bulk');
    expect(actions.getByRole('link', { name: /My Listings/ })).toHaveAttribute('href', '/seller-listings');
    expect(screen.getByText('₹2,500')).toBeInTheDocument();
    // As many steps as the wizard has.
    expect(screen.getByText('6 steps')).toBeInTheDocument();
  });

  it('has four Pro Tips', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderApp('/sell', { user: makeUser() });

    await user.click(await screen.findByRole('tab', { name: 'Pro Tips' }));

    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('opens the listing wizard in place of the landing view, with a way back to the dashboard', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/sell', { user: makeUser() });

    await user.click(await screen.findByRole('link', { name: /Add New Item/ }));

    expect(await screen.findByRole('heading', { name: 'List an Item' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Start Selling Today' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Seller Dashboard' })).toHaveAttribute(
      'href',
      '/seller-listings',
    );
    expect(screen.getByRole('complementary', { name: 'Pricing guide' })).toBeInTheDocument();

    router.navigate('/sell?form=bulk');
    expect(await screen.findByRole('heading', { name: 'Bulk Upload' })).toBeInTheDocument();
  });
});
