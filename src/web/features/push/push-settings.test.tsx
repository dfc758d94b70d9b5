import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { type FakePushBrowser, fakePushBrowser, TEST_PUBLIC_KEY } from '../../test/push-browser.ts';
import { renderApp } from '../../test/render.tsx';
import '../../app/routes/account-route.tsx';

let browser: FakePushBrowser | undefined;
afterEach(() => {
  browser?.restore();
  browser = undefined;
});

const pushApi = (enabled = true) => ({
  'GET /api/push/key': () =>
    jsonResponse(200, enabled ? { enabled, publicKey: TEST_PUBLIC_KEY } : { enabled }),
  'PUT /api/push/subscription': () =>
    jsonResponse(200, { message: 'Push notifications are on in this browser' }),
  'DELETE /api/push/subscription': () =>
    jsonResponse(200, { message: 'Push notifications are off in this browser' }),
});

describe('the push notifications switch on /account', () => {
  it('subscribes this browser with the server key, saves it, and turns it off again', async () => {
    browser = fakePushBrowser();
    const fetchSpy = mockApi(pushApi());
    const user = userEvent.setup({ delay: null });
    renderApp('/account', { user: makeUser() });

    const toggle = await screen.findByRole('switch', { name: 'Push notifications on this device' });
    await expect.poll(() => toggle).toBeEnabled();
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await expect.poll(() => screen.getByRole('switch')).toBeChecked();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: TEST_PUBLIC_KEY,
    });
    expect(sentBody(fetchSpy, 'PUT', '/api/push/subscription')).toEqual(browser.subscriptionJson);
    expect(await screen.findByText('Push notifications are on')).toBeInTheDocument();

    await user.click(screen.getByRole('switch'));
    await expect.poll(() => screen.getByRole('switch')).not.toBeChecked();
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
    expect(sentBody(fetchSpy, 'DELETE', '/api/push/subscription')).toEqual({
      endpoint: browser.subscriptionJson.endpoint,
    });
  });

  it('says how to unblock notifications when the browser blocks them, and saves nothing', async () => {
    browser = fakePushBrowser({ permission: 'denied' });
    const fetchSpy = mockApi(pushApi());
    renderApp('/account', { user: makeUser() });
    const toggle = await screen.findByRole('switch', { name: 'Push notifications on this device' });
    expect(toggle).toBeDisabled();
    expect(screen.getByText(/Notifications are blocked for PassItOn in this browser/)).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'PUT', '/api/push/subscription')).toBeUndefined();
  });

  it('is not there when the browser has no Push API, or the server sends no pushes', async () => {
    mockApi(pushApi());
    const { unmount } = renderApp('/account', { user: makeUser({ username: 'priya' }) });
    expect(await screen.findByRole('heading', { name: 'Hi, priya' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Push notifications' })).not.toBeInTheDocument();
    unmount();

    browser = fakePushBrowser();
    const fetchSpy = mockApi(pushApi(false));
    renderApp('/account', { user: makeUser({ username: 'priya' }) });
    expect(await screen.findByRole('heading', { name: 'Hi, priya' })).toBeInTheDocument();
    await expect.poll(() => fetchSpy.mock.calls.some(([url]) => String(url) === '/api/push/key')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Push notifications' })).not.toBeInTheDocument();
  });
});
