import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { notePushMoment } from '../../lib/push/push-moment.ts';
import { localStore } from '../../lib/storage.ts';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { type FakePushBrowser, fakePushBrowser, TEST_PUBLIC_KEY } from '../../test/push-browser.ts';
import { renderApp } from '../../test/render.tsx';
import '../auth/settings-page.tsx';

let browser: FakePushBrowser | undefined;
afterEach(() => {
  browser?.restore();
  browser = undefined;
});

function pushApi() {
  return mockApi({
    'GET /api/push/key': () => jsonResponse(200, { enabled: true, publicKey: TEST_PUBLIC_KEY }),
    'PUT /api/push/subscription': () =>
      jsonResponse(200, { message: 'Push notifications are on in this browser' }),
    'GET /api/user/sessions': () => jsonResponse(200, { otherSessions: 0 }),
    'GET /api/user/mail-preferences': () => jsonResponse(200, { preferences: [] }),
  });
}

const prompt = () => screen.queryByRole('region', { name: 'Hear back at once' });
/**
 * The settings page is up and the push key and this browser's subscription are known: the prompt would be showing
 * by now if it were due.
 */
async function settingsShown({ queryClient }: ReturnType<typeof renderApp>) {
  await screen.findByRole('heading', { level: 1 });
  await expect
    .poll(() =>
      queryClient
        .getQueryCache()
        .findAll()
        .filter((query) => /push/.test(String(query.queryKey[0])))
        .map((query) => query.state.status),
    )
    .toEqual(['success', 'success']);
}

describe('the one-time push prompt', () => {
  it('does not show on a visit before the student sent a message or made a sale', async () => {
    browser = fakePushBrowser();
    pushApi();
    await settingsShown(renderApp('/settings', { user: makeUser() }));
    expect(prompt()).not.toBeInTheDocument();
  });

  it('shows once a message was sent, and "Not now" puts it away for good', async () => {
    browser = fakePushBrowser();
    pushApi();
    const user = userEvent.setup({ delay: null });
    const page = renderApp('/settings', { user: makeUser() });
    await settingsShown(page);
    act(() => notePushMoment());
    const card = await screen.findByRole('region', { name: 'Hear back at once' });
    expect(card).toHaveTextContent(
      'Get a notification on this device when someone replies or buys from you.',
    );
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(prompt()).not.toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    page.unmount();

    await settingsShown(renderApp('/settings', { user: makeUser() }));
    expect(localStore.get('pushPromptDismissed')).toBe(true);
    expect(prompt()).not.toBeInTheDocument();
  });

  it('turns push on from the card, and does not come back', async () => {
    browser = fakePushBrowser();
    const fetchSpy = pushApi();
    const user = userEvent.setup({ delay: null });
    localStore.set('pushMoment', true);
    renderApp('/settings', { user: makeUser() });
    await screen.findByRole('region', { name: 'Hear back at once' });
    await user.click(screen.getByRole('button', { name: 'Turn on push notifications' }));
    await expect
      .poll(() => sentBody(fetchSpy, 'PUT', '/api/push/subscription'))
      .toEqual(browser.subscriptionJson);
    await expect.poll(prompt).not.toBeInTheDocument();
  });

  it('stays away where notifications are blocked or push is already on', async () => {
    browser = fakePushBrowser({ permission: 'denied' });
    pushApi();
    localStore.set('pushMoment', true);
    await settingsShown(renderApp('/settings', { user: makeUser() }));
    expect(prompt()).not.toBeInTheDocument();
  });
});
