import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { renderInHindi } from '../../../test/render-in-hindi.tsx';
import { ListingLive } from './listing-live.tsx';

const listing = { id: 41, title: 'Higher Engineering Mathematics' };
const listingUrl = `${window.location.origin}/product/41`;

/**
 * jsdom has neither the Web Share API nor a clipboard: each test gives the page the one it is about, after
 * userEvent.setup({ delay: null }), which puts a clipboard of its own in place.
 */
function givePage(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

afterEach(() => {
  for (const name of ['share', 'clipboard'] as const) Reflect.deleteProperty(navigator, name);
});

describe('the "Your listing is live" screen', () => {
  it('says the listing is live and leads to its page', async () => {
    renderWithProviders(<ListingLive listing={listing} onListAnother={() => {}} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Your listing is live' })).toHaveFocus();
    expect(screen.getByText('Product Listed Successfully!')).toBeInTheDocument();
    expect(screen.getByText('"Higher Engineering Mathematics" is now live on PassItOn.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View listing' })).toHaveAttribute('href', '/product/41');
  });

  it('shares the listing’s address with the phone’s share sheet where there is one', async () => {
    const user = userEvent.setup({ delay: null });
    const share = vi.fn().mockResolvedValue(undefined);
    givePage('share', share);
    const writeText = vi.fn().mockResolvedValue(undefined);
    givePage('clipboard', { writeText });
    renderWithProviders(<ListingLive listing={listing} onListAnother={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledWith({ title: 'Higher Engineering Mathematics', url: listingUrl });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it('takes a closed share sheet quietly', async () => {
    const user = userEvent.setup({ delay: null });
    givePage('share', vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')));
    renderWithProviders(<ListingLive listing={listing} onListAnother={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Share' }));

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Could not share the link')).toBeNull();
  });

  it('copies the address where there is no share sheet, and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn().mockResolvedValue(undefined);
    givePage('clipboard', { writeText });
    renderWithProviders(<ListingLive listing={listing} onListAnother={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(listingUrl);
  });

  it('shows the address when it can be neither shared nor copied', async () => {
    const user = userEvent.setup({ delay: null });
    givePage('clipboard', {
      writeText: vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')),
    });
    renderWithProviders(<ListingLive listing={listing} onListAnother={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(await screen.findByText('Could not share the link')).toBeInTheDocument();
    expect(screen.getByText(listingUrl)).toBeInTheDocument();
  });

  it('starts a fresh wizard with List another', async () => {
    const onListAnother = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ListingLive listing={listing} onListAnother={onListAnother} />);

    await user.click(screen.getByRole('button', { name: 'List another' }));

    expect(onListAnother).toHaveBeenCalledOnce();
  });

  it('says all of it in Hindi', async () => {
    await renderInHindi(<ListingLive listing={listing} onListAnother={() => {}} />);

    expect(screen.getByRole('heading', { level: 1, name: 'आपकी लिस्टिंग लाइव है' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लिस्टिंग देखें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'शेयर करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'एक और लिस्ट करें' })).toBeInTheDocument();
  });
});
