/**
 * Whether this tab's live stream (GET /api/events, docs/decisions/064-live-events.md) is open. While it is, what
 * it announces is read again at once and the polls that used to bring the news (the bell, an open conversation)
 * stand still; while it is down they poll as before.
 */
let open = false;
const listeners = new Set<() => void>();

export function isLiveStreamOpen(): boolean {
  return open;
}

export function setLiveStreamOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the stream opens or goes down; returns how to stop. */
export function onLiveStatusChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A query's `refetchInterval`: every `ms` while the stream is down, never while it is open. React Query asks again
 * after each fetch, and the stream going down reads the polled queries again (use-live-events.ts), so the poll
 * starts within one answer.
 */
export function pollWhileLiveStreamDown(ms: number): () => number | false {
  return () => (open ? false : ms);
}
