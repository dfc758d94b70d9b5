import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveEvent } from '../../../domain/contracts/live-events.ts';
import { LIVE_RESYNC_EVENT } from '../../../domain/contracts/plain-values.ts';
import { conversationsQueryOptions } from '../../features/messages/api/get-conversations.ts';
import { CONVERSATIONS_KEY } from '../../features/messages/api/get-inbox.ts';
import { listingThreadQueryOptions } from '../../features/messages/api/get-thread.ts';
import { unreadMessagesQueryOptions } from '../../features/messages/api/get-unread-messages.ts';
import { notificationsQueryOptions } from '../../features/notifications/api/get-notifications.ts';
import { unreadNotificationsQueryOptions } from '../../features/notifications/api/get-unread-notifications.ts';
import { orderQueryOptions } from '../../features/orders/api/get-order.ts';
import { saleQueryOptions } from '../../features/sales/api/get-sale.ts';
import { isLiveStreamOpen, setLiveStreamOpen } from '../../lib/live-status.ts';
import { listingOffersKey } from '../../lib/offers/listing-offers.ts';
import { ordersQueryOptions } from '../../lib/orders/get-orders.ts';

/** A stream the server refused or closed for good (too many windows, a server restarting) is tried again after this. */
const REOPEN_AFTER_MS = 60 * 1000;

const SALES_LIST_KEY = ['/api/sales'];

function invalidate(queryClient: QueryClient, queryKey: readonly unknown[]): void {
  void queryClient.invalidateQueries({ queryKey });
}

/** Reads again what one live event says has changed for the signed-in student. */
function readAgain(queryClient: QueryClient, userId: number, event: LiveEvent): void {
  switch (event.kind) {
    case 'notifications_changed':
      invalidate(queryClient, unreadNotificationsQueryOptions.queryKey);
      invalidate(queryClient, notificationsQueryOptions.queryKey);
      return;
    case 'order_message':
      invalidate(queryClient, conversationsQueryOptions(event.orderId).queryKey);
      // The inbox lists an order's conversation too, and the header counts its unread messages.
      invalidate(queryClient, CONVERSATIONS_KEY);
      invalidate(queryClient, unreadMessagesQueryOptions.queryKey);
      // The lists show each order's unread messages.
      invalidate(queryClient, event.role === 'buyer' ? ordersQueryOptions(userId).queryKey : SALES_LIST_KEY);
      return;
    case 'conversation_message':
      invalidate(queryClient, CONVERSATIONS_KEY);
      invalidate(queryClient, unreadMessagesQueryOptions.queryKey);
      invalidate(queryClient, listingThreadQueryOptions(event.productId).queryKey);
      return;
    case 'offer_changed':
      invalidate(queryClient, listingOffersKey(event.productId));
      return;
    case 'order_changed':
      if (event.role === 'buyer') {
        invalidate(queryClient, ordersQueryOptions(userId).queryKey);
        invalidate(queryClient, orderQueryOptions(event.orderId).queryKey);
      } else {
        invalidate(queryClient, SALES_LIST_KEY);
        invalidate(queryClient, saleQueryOptions(event.orderId).queryKey);
      }
      return;
  }
}

const LIVE_KEY_PREFIXES = [
  '/api/notifications',
  '/api/orders',
  '/api/sales',
  '/api/conversations',
  '/api/listings',
];

/** Everything a live event could have changed: after a gap the stream could not replay (`resync`). */
function readEverythingAgain(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: ({ queryKey: [first] }) =>
      typeof first === 'string' && LIVE_KEY_PREFIXES.some((prefix) => first.startsWith(prefix)),
  });
}

/**
 * The signed-in student's live stream (docs/decisions/064-live-events.md): one EventSource for the app, which reads
 * again what each event names. While it is down the bell and an open conversation poll (lib/live-status.ts); the
 * browser reconnects by itself with Last-Event-ID, and a stream refused or closed for good is opened again later.
 */
export function useLiveEvents(userId: number | undefined): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (userId === undefined || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;

    const goneDown = () => {
      // The browser retries every few seconds while the server is away: the polls need starting only once.
      if (!isLiveStreamOpen()) return;
      setLiveStreamOpen(false);
      // Asked once now, the bell and an open conversation poll again until the stream is back.
      invalidate(queryClient, unreadNotificationsQueryOptions.queryKey);
      invalidate(queryClient, ['/api/orders']);
    };

    const open = () => {
      source = new EventSource('/api/events');
      source.onopen = () => {
        setLiveStreamOpen(true);
        // What changed between this page's reads and the stream opening was told to nobody.
        readEverythingAgain(queryClient);
      };
      source.onmessage = (message: MessageEvent<string>) => {
        readAgain(queryClient, userId, JSON.parse(message.data) as LiveEvent);
      };
      source.addEventListener(LIVE_RESYNC_EVENT, () => readEverythingAgain(queryClient));
      source.onerror = () => {
        goneDown();
        if (source?.readyState === EventSource.CLOSED) reopen = setTimeout(open, REOPEN_AFTER_MS);
      };
    };
    open();

    return () => {
      clearTimeout(reopen);
      source?.close();
      setLiveStreamOpen(false);
    };
  }, [userId, queryClient]);
}
