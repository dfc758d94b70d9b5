import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../../domain/contracts/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateListings } from './invalidate-listings.ts';

/** Takes a listing off the marketplace (orders placed before keep their copy of it). */
export function deleteListing(id: number): Promise<Message> {
  return apiRequest<Message>('DELETE', `/api/products/${id}`);
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    // A 401 here says "Login Required" and goes to sign in after two seconds (spec, section 9).
    meta: { handlesSignedOut: true },
    mutationFn: deleteListing,
    onSuccess: () => invalidateListings(queryClient),
  });
}
