import { useSyncExternalStore } from 'react';
import { localStore } from '../storage.ts';

/*
 * When the push prompt may show (docs/decisions/086-web-push.md): never on a first visit, only once the student
 * has something to hear back about — a message they sent, a sale they made. The features where that happens note
 * it here; the push feature's prompt reads it. Kept in this browser until sign-out.
 */

const CHANGED = 'passiton:push-moment';

/** Notes that the student sent a message or made a sale: the push prompt may show from now on. */
export function notePushMoment(): void {
  if (localStore.get<boolean>('pushMoment') === true) return;
  localStore.set('pushMoment', true);
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Whether a push moment was noted in this browser. */
export function usePushMoment(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => localStore.get<boolean>('pushMoment') === true,
    () => false,
  );
}
