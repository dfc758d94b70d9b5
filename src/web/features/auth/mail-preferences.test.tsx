import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MailPreferences } from '../../../domain/contracts/mail.ts';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import './settings-page.tsx';
import './unsubscribe-page.tsx';

const preferences = (itemSold: boolean): MailPreferences => ({
  preferences: [
    {
      kind: 'order_placed',
      label: 'Orders you place',
      description: 'A summary when you place an order.',
      enabled: true,
    },
    {
      kind: 'item_sold',
      label: 'Items you sell',
      description: 'When someone buys your item.',
      enabled: itemSold,
    },
  ],
});

describe('the e-mail settings', () => {
  it('show each optional e-mail and turn one off', async () => {
    const fetchSpy = mockApi({
      'GET /api/user/sessions': () => jsonResponse(200, { otherSessions: 0 }),
      'GET /api/user/mail-preferences': () => jsonResponse(200, preferences(true)),
      'PUT /api/user/mail-preferences': () => jsonResponse(200, preferences(false)),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/settings', { user: makeUser() });
    const itemsYouSell = await screen.findByRole('checkbox', { name: /Items you sell/ });
    expect(itemsYouSell).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Orders you place/ })).toBeChecked();
    await user.click(itemsYouSell);
    await expect.poll(() => screen.getByRole('checkbox', { name: /Items you sell/ })).not.toBeChecked();
    expect(sentBody(fetchSpy, 'PUT', '/api/user/mail-preferences')).toEqual({
      kind: 'item_sold',
      enabled: false,
    });
  });
});

describe('/unsubscribe', () => {
  it('asks first, then turns the e-mail off with the signed token', async () => {
    const message =
      'You will no longer get e-mails about items you sell. You can turn them back on in Settings.';
    const fetchSpy = mockApi({ 'POST /api/mail/unsubscribe': () => jsonResponse(200, { message }) });
    const user = userEvent.setup({ delay: null });
    renderApp('/unsubscribe?token=7.item_sold.sig', { user: null });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    const [url] =
      fetchSpy.mock.calls.find(([input]) => String(input).startsWith('/api/mail/unsubscribe')) ?? [];
    expect(String(url)).toBe('/api/mail/unsubscribe?token=7.item_sold.sig');
  });

  it('shows the server message for a link that is not valid', async () => {
    mockApi({
      'POST /api/mail/unsubscribe': () =>
        jsonResponse(400, {
          message: 'This unsubscribe link is not valid. Change your e-mail settings instead.',
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/unsubscribe?token=forged', { user: null });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
  });
});
