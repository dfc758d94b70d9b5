import { queryOptions } from '@tanstack/react-query';
import type { PushKey } from '../../../domain/contracts/push.ts';
import { ApiError, apiGet, apiRequest } from '../api-client.ts';

/*
 * This browser's push subscription (docs/decisions/086-web-push.md): the Push API's side and the server's, kept
 * together. Shared: the push feature's switch and prompt turn it on and off, and signing out turns it off, so a
 * shared computer does not go on showing the last student's messages.
 */

/** Whether the server sends pushes, and the key to subscribe with; it changes only with a new deployment. */
export const pushKeyQueryOptions = queryOptions({
  queryKey: ['/api/push/key'],
  queryFn: async ({ signal }) => (await apiGet<PushKey>('/api/push/key', { signal })) ?? { enabled: false },
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * True where the browser has the Push API, notifications and service workers (not iOS Safari outside an
 * installed app).
 */
export function browserCanPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The offline worker's registration once active, to subscribe with; none in development (no worker is built). */
async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return undefined;
  return registration.active ? registration : navigator.serviceWorker.ready;
}

/**
 * This browser's subscription, if push is on here. Asked of the registration as it is, without waiting for its
 * worker to be active: signing out asks this too, and must not wait on a worker that never starts.
 */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!browserCanPush()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Why push could not be turned on: the student said no (now or before), or this browser has no worker. */
export class PushUnavailableError extends Error {
  readonly reason: 'denied' | 'no-worker';

  constructor(reason: 'denied' | 'no-worker') {
    super(`push unavailable: ${reason}`);
    this.name = 'PushUnavailableError';
    this.reason = reason;
  }
}

/**
 * Asks for permission (the browser's prompt, only ever from a tap), subscribes with the server's key and saves
 * the subscription on the server.
 */
export async function turnPushOn(publicKey: string): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailableError('denied');
  const registration = await workerRegistration();
  if (!registration) throw new PushUnavailableError('no-worker');
  let subscription = await registration.pushManager.getSubscription();
  // One made with an earlier key of the server's would be refused by its push service: make a new one.
  if (subscription && !sameKey(subscription.options.applicationServerKey, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  await apiRequest('PUT', '/api/push/subscription', subscription.toJSON());
}

/** True when the subscription's key is the server's (URL-safe base64 of the same bytes). */
function sameKey(key: ArrayBuffer | null, publicKey: string): boolean {
  if (!key) return false;
  const base64 = btoa(String.fromCharCode(...new Uint8Array(key)));
  return base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '') === publicKey.replace(/=+$/, '');
}

/**
 * Unsubscribes this browser and tells the server; a subscription the server no longer had (404) is off already.
 * With `quietly`, any failure is swallowed: signing out goes on whatever happens here.
 */
export async function turnPushOff({ quietly = false } = {}): Promise<void> {
  try {
    const subscription = await currentPushSubscription();
    if (!subscription) return;
    const { endpoint } = subscription;
    await subscription.unsubscribe();
    await apiRequest('DELETE', '/api/push/subscription', { endpoint }).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    });
  } catch (error) {
    if (!quietly) throw error;
  }
}
