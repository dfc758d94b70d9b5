import type { ReactNode } from 'react';
import { useListingOffers } from './api/get-listing-offers.ts';
import { OfferCard } from './components/offer-card.tsx';

/** An entry a conversation thread merges into its timeline by time (the shared contract of issue 28, point 5). */
export interface ThreadExtra {
  key: string;
  /** ISO time. */
  at: string;
  node: ReactNode;
}

/**
 * The offers between a listing's buyer and its seller as cards for their conversation, each at the time it was
 * made: the viewer is the buyer (their own) or the seller (that buyer's).
 */
export function useOfferExtras({
  productId,
  buyerId,
  viewerId,
}: {
  productId: number;
  buyerId: number;
  viewerId: number;
}): ThreadExtra[] {
  const offers = useListingOffers(productId, buyerId);
  const side = viewerId === buyerId ? 'buyer' : 'seller';
  return (offers.data ?? []).map((offer) => ({
    key: `offer-${offer.id}`,
    at: offer.createdAt,
    node: <OfferCard offer={offer} side={side} />,
  }));
}
