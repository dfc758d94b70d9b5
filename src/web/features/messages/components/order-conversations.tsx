import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, MessagesSquare } from 'lucide-react';
import type { Conversation } from '../../../../domain/contracts/messages.ts';
import { TitledCard } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useConversations } from '../api/get-conversations.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageList } from './message-list.tsx';

interface OrderConversationsProps {
  orderId: number;
  viewerId: number;
  /** The buyer talks to each seller; a seller to the buyer. */
  side: 'buyer' | 'seller';
}

/**
 * The "Messages" card of the order page (the buyer's side, one conversation per seller, chosen by tabs) and of
 * the sale page (the seller's side, one conversation with the buyer).
 */
export function OrderConversations({ orderId, viewerId, side }: OrderConversationsProps) {
  const { t } = useLingui();
  const { data, isPending, isError, error } = useConversations(orderId);
  const reason = isError ? errorMessage(error) : '';
  return (
    <TitledCard title={t`Messages`}>
      {isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : isError ? (
        <p className="flex items-center gap-2 text-red-700 text-sm" role="alert">
          <CircleAlert aria-hidden="true" className="size-4" />
          {t`Messages could not be loaded: ${reason}`}
        </p>
      ) : data.conversations.length === 1 || side === 'seller' ? (
        data.conversations.map((conversation) => (
          <ConversationView
            key={conversation.sellerId}
            conversation={conversation}
            viewerId={viewerId}
            side={side}
            canWrite={data.canWrite}
          />
        ))
      ) : (
        <Tabs defaultValue={String(data.conversations[0]?.sellerId)}>
          <TabsList aria-label={t`Conversations with each seller`}>
            {data.conversations.map(({ sellerId, sellerName, unreadCount }) => (
              <TabsTrigger key={sellerId} value={String(sellerId)}>
                {sellerName ?? t`Seller`}
                {unreadCount > 0 && ` ${t`(${unreadCount} new)`}`}
              </TabsTrigger>
            ))}
          </TabsList>
          {data.conversations.map((conversation) => (
            <TabsContent key={conversation.sellerId} value={String(conversation.sellerId)}>
              <ConversationView
                conversation={conversation}
                viewerId={viewerId}
                side={side}
                canWrite={data.canWrite}
              />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </TitledCard>
  );
}

interface ConversationViewProps {
  conversation: Conversation;
  viewerId: number;
  side: 'buyer' | 'seller';
  canWrite: boolean;
}

function ConversationView({ conversation, viewerId, side, canWrite }: ConversationViewProps) {
  const { t } = useLingui();
  const sellerName = conversation.sellerName ?? t`Seller`;
  const otherName = side === 'buyer' ? sellerName : conversation.buyerName;
  return (
    <div className="flex flex-col gap-3">
      {conversation.messages.length === 0 ? (
        <p className="flex items-center gap-2 text-slate-600 text-sm">
          <MessagesSquare aria-hidden="true" className="size-4 shrink-0" />
          <Trans>No messages yet. Say hello and agree where to meet.</Trans>
        </p>
      ) : (
        <MessageList
          messages={conversation.messages}
          askedBeforeOrder={conversation.askedBeforeOrder}
          viewerId={viewerId}
          label={t`Messages with ${otherName}`}
          names={{ buyer: conversation.buyerName, seller: sellerName }}
        />
      )}
      {canWrite ? (
        <MessageComposer
          target={{
            kind: 'order',
            orderId: conversation.orderId,
            sellerId: side === 'buyer' ? conversation.sellerId : undefined,
          }}
          recipientName={otherName}
        />
      ) : (
        <p className="text-slate-600 text-sm">
          <Trans>You are reading this as an admin: only the buyer and the seller write here.</Trans>
        </p>
      )}
    </div>
  );
}
