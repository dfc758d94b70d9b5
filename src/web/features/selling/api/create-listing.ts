import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ProductFormInput,
  SellerListing,
  WizardListingInput,
} from '../../../../domain/contracts/listings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateListings } from './invalidate-listings.ts';

/** The body of POST /api/products: the wizard's (and bulk wizard's) fields, or the product form's. */
export type CreateListingBody = WizardListingInput | ProductFormInput;

/** Lists a product as the signed-in seller; the server answers the stored listing. */
export function createListing(body: CreateListingBody): Promise<SellerListing> {
  return apiRequest<SellerListing>('POST', '/api/products', body);
}

/** Callers show their own toasts: the wizard and the bulk wizard word success and failure differently. */
export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    // A 401 here says "Login Required" and goes to sign in after two seconds (spec, section 9).
    meta: { handlesSignedOut: true },
    mutationFn: createListing,
    onSuccess: () => invalidateListings(queryClient),
  });
}
