import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversationsQueryOptions } from '../../features/messages/api/get-conversations.ts';
import { unreadNotificationsQueryOptions } from '../../features/notifications/api/get-unread-notifications.ts';
import { isLiveStreamOpen } from '../../lib/live-status.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { useLiveEvents } from './use-live-events.ts';

/** The browser's EventSource, played by the test: it opens, brings events, and fails when told. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly named = new Map<string, () => void>();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: () => void) {
    this.named.set(name, listener);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(event: object) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.();
  }
}

function Live({ userId }: { userId: number }) {
  useLiveEvents(userId);
  return null;
}

const latest = () => FakeEventSource.opened.at(-1) as FakeEventSource;
const invalidatedKeys = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([filters]) => (filters as { queryKey?: unknown[] }).queryKey);

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the live events of the signed-in app', () => {
  it('opens one stream and reads again what each event names', () => {
    const { queryClient } = renderWithProviders(<Live userId={7} />);
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/events']);
    act(() => latest().open());
    // Opening reads again what may have changed since the page read it, before the stream could say.
    expect(invalidated).toHaveBeenCalledWith({ predicate: expect.any(Function) });

    invalidated.mockClear();
    act(() => latest().send({ kind: 'notifications_changed' }));
    expect(invalidatedKeys(invalidated)).toEqual([['/api/notifications/unread'], ['/api/notifications']]);

    invalidated.mockClear();
    act(() => latest().send({ kind: 'order_message', orderId: 12, role: 'seller' }));
    expect(invalidatedKeys(invalidated)).toEqual([
      ['/api/orders', 12, 'messages'],
      ['/api/conversations'],
      ['/api/conversations/unread'],
      ['/api/sales'],
    ]);

    invalidated.mockClear();
    act(() => latest().send({ kind: 'conversation_message', conversationId: 4, productId: 9 }));
    expect(invalidatedKeys(invalidated)).toEqual([
      ['/api/conversations'],
      ['/api/conversations/unread'],
      ['/api/listings', 9, 'messages'],
    ]);

    invalidated.mockClear();
    act(() => latest().send({ kind: 'offer_changed', productId: 9 }));
    expect(invalidatedKeys(invalidated)).toEqual([['/api/listings', 9, 'offers']]);

    invalidated.mockClear();
    act(() => latest().send({ kind: 'order_changed', orderId: 12, role: 'buyer' }));
    expect(invalidatedKeys(invalidated)).toEqual([['/api/orders/7'], ['/api/orders/detail/12']]);

    invalidated.mockClear();
    act(() => latest().send({ kind: 'order_changed', orderId: 12, role: 'seller' }));
    expect(invalidatedKeys(invalidated)).toEqual([['/api/sales'], ['/api/sales/detail', 12]]);
  });

  it('reads every order, sale and notice again when the stream cannot replay what was missed', () => {
    const { queryClient } = renderWithProviders(<Live userId={7} />);
    act(() => latest().open());
    queryClient.setQueryData(['/api/orders/7'], []);
    queryClient.setQueryData(['/api/sales', 1], []);
    queryClient.setQueryData(['/api/products'], []);
    act(() => latest().named.get('resync')?.());
    expect(queryClient.getQueryState(['/api/orders/7'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/sales', 1])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/products'])?.isInvalidated).toBe(false);
  });

  it('keeps the bell and an open conversation from polling while the stream is open, and polls while it is down', () => {
    const { queryClient, unmount } = renderWithProviders(<Live userId={7} />);
    const bellPoll = unreadNotificationsQueryOptions.refetchInterval as () => number | false;
    const conversationPoll = conversationsQueryOptions(12).refetchInterval as () => number | false;
    expect([bellPoll(), conversationPoll()]).toEqual([30_000, 20_000]);

    act(() => latest().open());
    expect(isLiveStreamOpen()).toBe(true);
    expect([bellPoll(), conversationPoll()]).toEqual([false, false]);

    // Down: the bell is asked at once, so its poll starts again; the browser reconnects by itself.
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => latest().fail(FakeEventSource.CONNECTING));
    expect([bellPoll(), conversationPoll()]).toEqual([30_000, 20_000]);
    expect(invalidatedKeys(invalidated)).toEqual([['/api/notifications/unread'], ['/api/orders']]);
    expect(FakeEventSource.opened).toHaveLength(1);

    act(() => latest().open());
    expect(bellPoll()).toBe(false);
    unmount();
    expect(isLiveStreamOpen()).toBe(false);
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
  });

  it('opens the stream again a minute after the server refused or closed it for good', () => {
    vi.useFakeTimers();
    renderWithProviders(<Live userId={7} />);
    act(() => latest().fail(FakeEventSource.CLOSED));
    expect(FakeEventSource.opened).toHaveLength(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeEventSource.opened).toHaveLength(2);
  });
});
