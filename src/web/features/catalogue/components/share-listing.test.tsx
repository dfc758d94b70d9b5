import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { renderInHindi } from '../../../test/render-in-hindi.tsx';
import { ShareListing } from './share-listing.tsx';

const listing = { id: 41, title: 'HC Verma Vol 1', price: '450.00' };
const link = `${window.location.origin}/product/41`;

/**
 * jsdom has neither a share sheet nor a clipboard: each test gives the page what it is about (after
 * userEvent.setup({ delay: null }), which puts a clipboard of its own in place).
 */
function givePage(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

afterEach(() => {
  for (const name of ['share', 'clipboard'] as const) Reflect.deleteProperty(navigator, name);
});

describe('sharing a listing', () => {
  it("opens the phone's share sheet with the title, the price and the link where there is one", async () => {
    const user = userEvent.setup({ delay: null });
    const share = vi.fn().mockResolvedValue(undefined);
    givePage('share', share);
    renderWithProviders(<ShareListing product={listing} />);

    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledWith({
      title: 'HC Verma Vol 1',
      text: 'HC Verma Vol 1 for ₹450.00 on PassItOn',
      url: link,
    });
    expect(screen.queryByRole('link', { name: 'Share on WhatsApp' })).toBeNull();
  });

  it('offers WhatsApp and Copy link where there is no share sheet, and says when the link is copied', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn().mockResolvedValue(undefined);
    givePage('clipboard', { writeText });
    renderWithProviders(<ShareListing product={listing} />);
    const shareButton = screen.getByRole('button', { name: 'Share' });
    expect(shareButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(shareButton);

    expect(shareButton).toHaveAttribute('aria-expanded', 'true');
    const whatsApp = screen.getByRole('link', { name: 'Share on WhatsApp' });
    const href = new URL(whatsApp.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(`HC Verma Vol 1 for ₹450.00 on PassItOn\n${link}`);
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('takes a closed share sheet quietly, and says so when the link cannot be copied', async () => {
    const user = userEvent.setup({ delay: null });
    givePage('share', vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')));
    renderWithProviders(<ShareListing product={listing} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-expanded', 'false');

    Reflect.deleteProperty(navigator, 'share');
    givePage('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Could not copy the link')).toBeInTheDocument();
  });

  it('words the message in Hindi for a Hindi reader', async () => {
    const user = userEvent.setup({ delay: null });
    givePage('clipboard', { writeText: vi.fn() });
    await renderInHindi(<ShareListing product={listing} />);
    await user.click(screen.getByRole('button', { name: 'शेयर करें' }));
    const href = new URL(screen.getByRole('link', { name: 'WhatsApp पर शेयर करें' }).getAttribute('href') ?? '');
    expect(href.searchParams.get('text')).toBe(`PassItOn पर HC Verma Vol 1, ₹450.00 में\n${link}`);
  });
});
