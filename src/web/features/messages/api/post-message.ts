import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderMessage, PostedMessage } from '../../../../domain/contracts/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { notePushMoment } from '../../../lib/push/push-moment.ts';
import { conversationsQueryOptions } from './get-conversations.ts';
import { CONVERSATIONS_KEY } from './get-inbox.ts';
import { listingThreadQueryOptions } from './get-thread.ts';
import { unreadMessagesQueryOptions } from './get-unread-messages.ts';

/**
 * Where a message goes: an order's conversation (the buyer names the seller when there are several), one of the
 * student's conversations by id, or the student's conversation about a listing (made by the first message).
 */
export type MessageTarget =
  | { kind: 'order'; orderId: number; sellerId?: number }
  | { kind: 'conversation'; conversationId: number }
  | { kind: 'listing'; productId: number };

export function postMessage(target: MessageTarget, text: string): Promise<OrderMessage | PostedMessage> {
  switch (target.kind) {
    case 'order':
      return apiRequest<OrderMessage>('POST', `/api/orders/${target.orderId}/messages`, {
        text,
        sellerId: target.sellerId,
      });
    case 'conversation':
      return apiRequest<PostedMessage>('POST', `/api/conversations/${target.conversationId}/messages`, {
        text,
      });
    case 'listing':
      return apiRequest<PostedMessage>('POST', `/api/listings/${target.productId}/messages`, { text });
  }
}

/**
 * Sends a message; the conversations it shows in are read again, so it shows in order with any reply that came
 * meanwhile, and the inbox moves it to the top.
 */
export function usePostMessage(target: MessageTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => postMessage(target, text),
    onSuccess: () => {
      // Someone will answer: the push prompt may show from now on (docs/decisions/086-web-push.md).
      notePushMoment();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: unreadMessagesQueryOptions.queryKey }),
        target.kind === 'order' &&
          queryClient.invalidateQueries({ queryKey: conversationsQueryOptions(target.orderId).queryKey }),
        target.kind === 'listing' &&
          queryClient.invalidateQueries({ queryKey: listingThreadQueryOptions(target.productId).queryKey }),
      ]);
    },
  });
}
