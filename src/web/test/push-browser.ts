import { vi } from 'vitest';

/*
 * A browser with the Push API for component tests (jsdom has none): a service worker registration whose push
 * manager subscribes and unsubscribes in memory, and Notification with a permission the test sets.
 */

/** A VAPID public key as the server hands it out: URL-safe base64 of 65 bytes. */
export const TEST_PUBLIC_KEY = toBase64Url(Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i)));

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

function fromBase64Url(text: string): ArrayBuffer {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0)).buffer;
}

/** Only its presence counts: the page asks a registration's pushManager for everything else. */
class FakePushManager {}

export interface FakePushBrowser {
  subscribe: ReturnType<typeof vi.fn>;
  unsubscribe: ReturnType<typeof vi.fn>;
  requestPermission: ReturnType<typeof vi.fn>;
  /** The subscription's JSON, as the page sends it to the server. */
  subscriptionJson: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Puts the browser back as it was. */
  restore(): void;
}

/** Gives the window the Push API; `permission` is what Notification.permission says before any prompt. */
export function fakePushBrowser({
  permission = 'default',
  answer = 'granted',
}: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
} = {}): FakePushBrowser {
  const subscriptionJson = {
    endpoint: 'https://push.example.in/send/this-browser',
    expirationTime: null,
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  };
  let current: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    current = {
      endpoint: subscriptionJson.endpoint,
      options: { applicationServerKey: fromBase64Url(String(options.applicationServerKey)) },
      toJSON: () => subscriptionJson,
      unsubscribe,
    } as unknown as PushSubscription;
    return current;
  });
  const registration = {
    active: {},
    pushManager: { getSubscription: async () => current, subscribe },
  } as unknown as ServiceWorkerRegistration;
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  vi.stubGlobal('PushManager', FakePushManager);
  vi.stubGlobal('Notification', notification);
  return {
    subscribe,
    unsubscribe,
    requestPermission: notification.requestPermission,
    subscriptionJson,
    restore() {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      vi.unstubAllGlobals();
    },
  };
}
