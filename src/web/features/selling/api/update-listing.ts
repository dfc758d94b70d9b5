import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductFormInput, SellerListing } from '../../../../domain/contracts/listings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateListings } from './invalidate-listings.ts';

/** Changes a listing; fields left out keep their values, blank optional fields are cleared. */
export function updateListing({
  id,
  changes,
}: {
  id: number;
  changes: Partial<ProductFormInput>;
}): Promise<SellerListing> {
  return apiRequest<SellerListing>('PUT', `/api/products/${id}`, changes);
}

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    // A 401 here says "Login Required" and goes to sign in after two seconds (spec, section 9).
    meta: { handlesSignedOut: true },
    mutationFn: updateListing,
    onSuccess: () => invalidateListings(queryClient),
  });
}
