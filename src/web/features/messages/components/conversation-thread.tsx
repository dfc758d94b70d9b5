import { Trans, useLingui } from '@lingui/react/macro';
import { MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Thread } from '../../../../domain/contracts/messages.ts';
import { orderPagePath, salePagePath } from '../../../../domain/exchange.ts';
import { orderNumber } from '../../../../domain/order-status.ts';
import { Card } from '../../../components/ui/card.tsx';
import type { MessageTarget } from '../api/post-message.ts';
import { ListingThumbnail } from './listing-thumbnail.tsx';
import { MessageComposer } from './message-composer.tsx';
import { MessageList, type TimelineExtra } from './message-list.tsx';

export interface ConversationThreadProps {
  /** The conversation; null for a listing's conversation not started yet (the first message starts it). */
  thread: Thread | null;
  viewerId: number;
  /** Where a message goes; a conversation's own id once there is one. */
  target: MessageTarget;
  /** The listing shown above, when there is no conversation yet. */
  listing?: { id: number; title: string; image: string | null } | null;
  /** The seller's name, when there is no conversation yet. */
  sellerName?: string;
  /** Other things of the conversation shown among the messages by time (offers' cards, from another feature). */
  extras?: TimelineExtra[];
  /** Shown just above the composer (an offer's buttons, from another feature). */
  actions?: ReactNode;
  /** A listing's first message names the conversation it started. */
  onStarted?: (conversationId: number) => void;
}

/**
 * One conversation of the inbox (docs/decisions/037-listing-conversations-and-inbox.md): the listing it is about,
 * the other person, the messages — an order's after what was asked before it — with the pay-outside warning and
 * the Report menu on each, and the composer.
 */
export function ConversationThread({
  thread,
  viewerId,
  target,
  listing = thread?.listing,
  sellerName = thread?.sellerName,
  extras,
  actions,
  onStarted,
}: ConversationThreadProps) {
  const { t } = useLingui();
  const side = thread && thread.buyerId !== viewerId ? 'seller' : 'buyer';
  const otherName = (side === 'buyer' ? sellerName : thread?.buyerName) ?? t`Seller`;
  const orderId = thread?.orderId ?? null;
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex items-center gap-3 p-3">
        {listing ? (
          <ListingThumbnail image={listing.image} title={listing.title} />
        ) : (
          <MessagesSquare aria-hidden="true" className="size-10 shrink-0 text-slate-400" />
        )}
        <div className="flex min-w-0 flex-col">
          <h1 className="truncate font-semibold text-lg text-slate-900">
            {listing ? (
              <Link to={`/product/${listing.id}`} className="underline-offset-4 hover:underline">
                {listing.title}
              </Link>
            ) : (
              t`Conversation`
            )}
          </h1>
          <p className="text-slate-600 text-sm">
            {side === 'buyer' ? t`With the seller ${otherName}` : t`With ${otherName}, who asked`}
          </p>
          {orderId !== null && (
            <Link
              to={side === 'buyer' ? orderPagePath(orderId) : salePagePath(orderId)}
              className="text-primary-800 text-sm underline underline-offset-4"
            >
              {t`Order ${orderNumber(orderId)}`}
            </Link>
          )}
        </div>
      </Card>
      {thread && thread.messages.length > 0 ? (
        <MessageList
          messages={thread.messages}
          askedBeforeOrder={thread.askedBeforeOrder}
          extras={extras}
          viewerId={viewerId}
          label={t`Messages with ${otherName}`}
          names={{ buyer: thread.buyerName, seller: thread.sellerName }}
        />
      ) : (
        <p className="flex items-center gap-2 text-slate-600 text-sm">
          <MessagesSquare aria-hidden="true" className="size-4 shrink-0" />
          <Trans>No messages yet. Ask about the edition, the condition or where to meet.</Trans>
        </p>
      )}
      {actions}
      <MessageComposer
        target={target}
        recipientName={otherName}
        hint={t`Never pay before you have the item in your hands. Never share passwords or OTPs.`}
        onSent={(message) => {
          if (!thread && message.conversationId !== undefined) onStarted?.(message.conversationId);
        }}
      />
    </div>
  );
}
