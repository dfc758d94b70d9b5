import { useProduct } from '../../features/catalogue/api/get-product.ts';
import {
  ConversationThread,
  type ConversationThreadProps,
} from '../../features/messages/components/conversation-thread.tsx';
import { ConversationPage } from '../../features/messages/conversation-page.tsx';
import { ListingConversationPage } from '../../features/messages/listing-conversation-page.tsx';
import { OfferActions } from '../../features/offers/components/offer-actions.tsx';
import { useOfferExtras } from '../../features/offers/use-offer-extras.tsx';

/*
 * /inbox/:conversationId and /inbox/listing/:productId: the messages feature's thread. Other features' parts of
 * a conversation (offer cards and buttons) are composed here, through the pages' `Thread` prop, whose
 * ConversationThread takes `extras` and `actions` (docs/decisions/037-listing-conversations-and-inbox.md,
 * docs/decisions/038-offers.md).
 */

export function ConversationRoute() {
  return <ConversationPage Thread={ThreadWithOffers} />;
}

export function ListingConversationRoute() {
  return <ListingConversationPage Thread={ThreadWithOffers} />;
}

/** A conversation about a listing carries its offers; an order's conversation is the thread alone. */
function ThreadWithOffers(props: ConversationThreadProps) {
  const { thread, target, viewerId } = props;
  const productId =
    target.kind === 'listing' ? target.productId : thread?.kind === 'listing' ? thread.productId : null;
  if (productId === null) return <ConversationThread {...props} />;
  return <ListingThreadWithOffers {...props} productId={productId} buyerId={thread?.buyerId ?? viewerId} />;
}

function ListingThreadWithOffers({
  productId,
  buyerId,
  ...props
}: ConversationThreadProps & { productId: number; buyerId: number }) {
  const extras = useOfferExtras({ productId, buyerId, viewerId: props.viewerId });
  const listing = useProduct(productId).data;
  const forSale = listing !== undefined && listing.quantity > 0 && !listing.unavailable;
  return (
    <ConversationThread
      {...props}
      extras={extras}
      actions={
        listing &&
        (forSale || buyerId !== props.viewerId) && (
          <OfferActions
            productId={productId}
            buyerId={buyerId}
            viewerId={props.viewerId}
            askingPrice={listing.price}
            title={listing.title}
            stock={listing.quantity}
          />
        )
      }
    />
  );
}
