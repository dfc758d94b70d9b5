import { useLingui } from '@lingui/react/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product } from '../../../domain/contracts/products.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { apiGet, apiRequest, errorMessage } from '../api-client.ts';
import { useUser } from '../session/get-user.ts';

/**
 * A student's saved listings (docs/decisions/019-favourites-and-saved-searches.md): one query that the hearts on
 * cards, the listing page and the Saved page all read, so saving one shows everywhere at once.
 */
export const favouritesQueryOptions = queryOptions({
  queryKey: ['/api/favourites'],
  queryFn: async ({ signal }) => (await apiGet<Product[]>('/api/favourites', { signal })) ?? [],
  staleTime: 60 * 1000,
});

const NONE: Product[] = [];

/** The saved listings (none for a guest) and whether one is saved. `signedIn` is undefined until known. */
export function useFavourites() {
  const user = useUser().data;
  const query = useQuery({ ...favouritesQueryOptions, enabled: Boolean(user) });
  const products = user ? (query.data ?? NONE) : NONE;
  return {
    signedIn: user === undefined ? undefined : user !== null,
    products,
    isPending: Boolean(user) && query.isPending,
    isError: query.isError,
    isSaved: (productId: number) => products.some((product) => product.id === productId),
  };
}

/** Saves or forgets a listing, showing the change at once and undoing it if the server refuses. */
export function useToggleFavourite() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const key = favouritesQueryOptions.queryKey;
  return useMutation({
    mutationFn: ({ product, save }: { product: Product; save: boolean }) =>
      apiRequest<{ message: string }>(save ? 'PUT' : 'DELETE', `/api/favourites/${product.id}`),
    onMutate: async ({ product, save }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (current = NONE) =>
        save
          ? [product, ...current.filter((saved) => saved.id !== product.id)]
          : current.filter((saved) => saved.id !== product.id),
      );
      return { before };
    },
    onError: (error, _input, context) => {
      queryClient.setQueryData(key, context?.before);
      toast({
        title: t`Could not update your saved listings`,
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
