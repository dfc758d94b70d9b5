import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReview, Review } from '../../../../domain/contracts/reviews.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { productRatingQueryOptions } from './get-product-rating.ts';
import { productReviewsQueryOptions } from './get-product-reviews.ts';

/** Reviews a listing as the signed-in user. */
export function createReview(review: CreateReview): Promise<Review> {
  return apiRequest<Review>('POST', '/api/reviews', review);
}

/** On success the listing's reviews and rating summary are fetched again (spec, section 7). */
export function useCreateReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    // Not awaited: the refreshed list hides the form (one review each), and the form's own onSuccess
    // (thanks, reset) must run before that, since react-query skips it once the form has unmounted.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: productReviewsQueryOptions(productId).queryKey });
      void queryClient.invalidateQueries({ queryKey: productRatingQueryOptions(productId).queryKey });
    },
  });
}
