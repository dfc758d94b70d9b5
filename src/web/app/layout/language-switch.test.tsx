import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { Header } from './header.tsx';
import { MobileMenu } from './mobile-menu.tsx';

/** Each test starts in English with no choice remembered. */
afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom keeps cookies for the file; the choice is reset here.
  document.cookie = 'lang=; Max-Age=0; Path=/';
  document.documentElement.lang = 'en-IN';
});

describe('the language switch', () => {
  it('turns the header into Hindi at once and remembers the choice for the pages the server renders', async () => {
    const fetchSpy = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Header />, { user: null });

    // Named in Hindi, and read as Hindi.
    const toHindi = screen.getByRole('button', { name: 'हिन्दी' });
    expect(toHindi).toHaveAttribute('lang', 'hi-IN');
    await user.click(toHindi);

    expect(await screen.findByRole('link', { name: 'अपना सामान बेचें' })).toHaveAttribute('href', '/sell');
    expect(screen.getByRole('link', { name: 'साइन इन' })).toBeInTheDocument();
    expect(document.cookie).toContain('lang=hi');
    expect(document.documentElement.lang).toBe('hi-IN');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'Sell Your Items' })).toBeInTheDocument();
    expect(document.cookie).toContain('lang=en');
    expect(document.documentElement.lang).toBe('en-IN');
    // A guest has no account to remember it with.
    expect(sentBody(fetchSpy, 'PUT', '/api/user/language')).toBeUndefined();
  });

  it('is in the account menu as a choice of two, the current one checked', async () => {
    const fetchSpy = mockApi({
      'PUT /api/user/language': () => jsonResponse(200, makeUser({ username: 'priya', language: 'hi' })),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Header />, { user: makeUser({ username: 'priya' }) });

    await user.click(await screen.findByRole('button', { name: 'Hi, priya', expanded: false }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(menu).getByRole('menuitemradio', { name: 'हिन्दी' }));

    expect(await screen.findByRole('button', { name: 'नमस्ते, priya' })).toBeInTheDocument();
    expect(document.cookie).toContain('lang=hi');
    // The signed-in student's account remembers it too: their e-mails come in Hindi.
    await vi.waitFor(() =>
      expect(sentBody(fetchSpy, 'PUT', '/api/user/language')).toEqual({ language: 'hi' }),
    );
  });

  it("is in the phone's menu", async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <MobileMenu signedIn={false} isAdmin={false} signingOut={false} onSignOut={() => {}} />,
    );

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    await user.click(within(menu).getByRole('button', { name: 'हिन्दी' }));

    expect(await within(menu).findByRole('link', { name: 'सामान देखें' })).toHaveAttribute('href', '/browse');
    expect(within(menu).getByRole('button', { name: 'English' })).toBeInTheDocument();
  });
});
