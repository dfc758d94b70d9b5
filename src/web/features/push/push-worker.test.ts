import { describe, expect, it, vi } from 'vitest';
import source from '../../public/push-sw.js?raw';

/*
 * The worker's push script (src/web/public/push-sw.js, imported by the generated /sw.js) run against a stand-in
 * for a service worker's global scope: what a push shows, and where a tap on it leads.
 */

type Listener = (event: Record<string, unknown>) => void;

function loadWorker(openTabs: { url: string; focus: () => Promise<void> }[] = []) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(async () => {});
  const openWindow = vi.fn(async () => null);
  const scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification },
    location: { origin: 'https://passiton.in' },
    clients: { matchAll: async () => openTabs, openWindow },
  };
  new Function('self', source)(scope);
  /** Dispatches an event and waits for what it handed to waitUntil. */
  async function dispatch(type: string, event: Record<string, unknown>) {
    let pending: Promise<unknown> = Promise.resolve();
    const waitUntil = (promise: Promise<unknown>) => {
      pending = promise;
    };
    listeners.get(type)?.({ ...event, waitUntil });
    await pending;
  }
  return { dispatch, showNotification, openWindow };
}

const pushOf = (payload: unknown) => ({
  data: {
    json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
  },
});

describe('the service worker on a push (docs/decisions/086-web-push.md)', () => {
  it("shows the push's title and text, replacing the last one with its tag, and keeps the page to open", async () => {
    const worker = loadWorker();
    await worker.dispatch(
      'push',
      pushOf({ title: 'New message', body: 'New message from Asha.', url: '/orders/12', tag: 'order-12-3' }),
    );
    expect(worker.showNotification).toHaveBeenCalledWith('New message', {
      body: 'New message from Asha.',
      tag: 'order-12-3',
      renotify: true,
      icon: '/icons/icon-192.png',
      data: { url: '/orders/12' },
    });
  });

  it('still shows something for a push it cannot read, and never a page of another site', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushOf('not json {'));
    expect(worker.showNotification).toHaveBeenLastCalledWith(
      'PassItOn',
      expect.objectContaining({ data: { url: '/' } }),
    );
    await worker.dispatch('push', pushOf({ title: 'Hi', body: 'x', url: 'https://evil.example/', tag: 't' }));
    expect(worker.showNotification).toHaveBeenLastCalledWith(
      'Hi',
      expect.objectContaining({ data: { url: '/' } }),
    );
  });

  it('focuses a tab already on the page a tap opens, else opens it', async () => {
    const focus = vi.fn(async () => {});
    const close = vi.fn();
    const worker = loadWorker([{ url: 'https://passiton.in/orders/12', focus }]);
    await worker.dispatch('notificationclick', { notification: { close, data: { url: '/orders/12' } } });
    expect(close).toHaveBeenCalled();
    expect(focus).toHaveBeenCalled();
    expect(worker.openWindow).not.toHaveBeenCalled();

    await worker.dispatch('notificationclick', {
      notification: { close, data: { url: '/seller-listings/sales/12' } },
    });
    expect(worker.openWindow).toHaveBeenCalledWith('https://passiton.in/seller-listings/sales/12');
  });
});
