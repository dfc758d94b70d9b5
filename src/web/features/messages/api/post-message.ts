import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderMessage } from '../../../../domain/contracts/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { notePushMoment } from '../../../lib/push/push-moment.ts';
import { conversationsQueryOptions } from './get-conversations.ts';

interface NewMessage {
  orderId: number;
  text: string;
  /** The seller the buyer writes to; the server needs it only when the order has several sellers. */
  sellerId?: number;
}

export function postMessage({ orderId, text, sellerId }: NewMessage): Promise<OrderMessage> {
  return apiRequest<OrderMessage>('POST', `/api/orders/${orderId}/messages`, { text, sellerId });
}

/** Sends a message; the conversation is read again so it shows in order with any reply that came meanwhile. */
export function usePostMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMessage,
    onSuccess: (_message, { orderId }) => {
      // Someone will answer: the push prompt may show from now on (docs/decisions/086-web-push.md).
      notePushMoment();
      return queryClient.invalidateQueries({ queryKey: conversationsQueryOptions(orderId).queryKey });
    },
  });
}
