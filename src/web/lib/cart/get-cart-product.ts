import { queryOptions, useQueries } from '@tanstack/react-query';
import type { CartProduct } from '../../../domain/contracts/cart.ts';
import type { ProductDetail } from '../../../domain/contracts/products.ts';
import { ApiError, apiRequest } from '../api-client.ts';
import type { CartLine } from './get-cart.ts';

export function getCartProduct(productId: number, signal?: AbortSignal): Promise<ProductDetail> {
  return apiRequest<ProductDetail>('GET', `/api/products/${productId}`, undefined, signal);
}

/**
 * A listing as a cart line shows it. It shares the product page's cache entry (same key, same answer), and is
 * asked again on every screen that opens, since checkout must show the price and stock as they are now.
 */
export function cartProductQueryOptions(productId: number) {
  return queryOptions({
    queryKey: [`/api/products/${productId}`],
    queryFn: ({ signal }) => getCartProduct(productId, signal),
    select: (product: ProductDetail) => ({
      product: toCartProduct(product),
      cashOnDelivery: product.cashOnDelivery,
    }),
    staleTime: 0,
  });
}

export function toCartProduct(product: ProductDetail): CartProduct {
  return {
    id: product.id,
    title: product.title,
    category: product.category,
    condition: product.condition,
    price: product.price,
    originalPrice: product.originalPrice,
    images: product.images,
    quantity: product.quantity,
    available: product.quantity > 0,
  };
}

export interface ProductLineRequest {
  productId: number;
  quantity: number;
  /** What to show while the listing loads, and (marked unavailable) when it is gone. */
  fallback?: CartProduct;
}

/**
 * Lines built from product ids and quantities (a guest cart, a Buy Now item), each listing fetched as it is now.
 * A listing that is gone is marked unavailable when there is a fallback to show, and left out otherwise.
 */
export function useProductLines(requests: readonly ProductLineRequest[]) {
  return useQueries({
    queries: requests.map((request) => cartProductQueryOptions(request.productId)),
    combine: (results) => ({
      lines: requests.flatMap((request, index): CartLine[] => {
        const result = results[index];
        const product =
          result?.data?.product ??
          (request.fallback &&
            (result?.isError ? { ...request.fallback, available: false } : request.fallback));
        if (!product) return [];
        // Until the listing is fetched, cash is assumed; the server refuses it anyway when the seller cannot take it.
        const cashOnDelivery = result?.data?.cashOnDelivery ?? true;
        return [
          {
            id: request.productId,
            productId: request.productId,
            quantity: request.quantity,
            product,
            cashOnDelivery,
          },
        ];
      }),
      isPending: results.some((result, index) => result.isPending && !requests[index]?.fallback),
      // A listing that is gone (404) is an answer; anything else means the lines could not be checked.
      isError: results.some((result) => result.isError && !isNotFound(result.error)),
    }),
  });
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
