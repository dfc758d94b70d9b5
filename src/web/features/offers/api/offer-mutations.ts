import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Offer } from '../../../../domain/contracts/offers.ts';
import type { OfferAction } from '../../../../domain/offers.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { listingOffersKey } from '../../../lib/offers/listing-offers.ts';

export function makeOffer({ productId, amount }: { productId: number; amount: number }): Promise<Offer> {
  return apiRequest<Offer>('POST', `/api/listings/${productId}/offers`, { amount });
}

export interface OfferAnswer {
  offer: Pick<Offer, 'id' | 'productId'>;
  action: OfferAction;
  /** The counter's amount in rupees (counter only). */
  amount?: number;
}

export function answerOffer({ offer, action, amount }: OfferAnswer): Promise<Offer> {
  return apiRequest<Offer>(
    'POST',
    `/api/offers/${offer.id}/${action}`,
    action === 'counter' ? { amount } : undefined,
  );
}

/** A changed offer changes the listing's cards, and an accepted one the price the cart shows. */
function refresh(queryClient: QueryClient, productId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listingOffersKey(productId) }),
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && queryKey[0].startsWith('/api/cart/'),
    }),
  ]);
}

export function useMakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeOffer,
    onSuccess: (offer) => refresh(queryClient, offer.productId),
  });
}

export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerOffer,
    onSuccess: (offer) => refresh(queryClient, offer.productId),
  });
}
