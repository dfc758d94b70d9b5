import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '../../../../domain/contracts/products.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** One listing with its seller's name; a missing or removed listing fails with a 404. */
export function getProduct(productId: number, signal?: AbortSignal): Promise<ProductDetail> {
  return apiRequest<ProductDetail>('GET', `/api/products/${productId}`, undefined, signal);
}

export function productQueryOptions(productId: number) {
  return queryOptions({
    queryKey: [`/api/products/${productId}`],
    queryFn: ({ signal }) => getProduct(productId, signal),
    // An address like /product/abc names no listing: there is nothing to ask the server.
    enabled: isProductId(productId),
  });
}

export function isProductId(value: number): boolean {
  return Number.isInteger(value) && value > 0;
}

export function useProduct(productId: number) {
  return useQuery(productQueryOptions(productId));
}
