import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../domain/contracts/orders.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { documentUrl } from './get-listing-documents.ts';
import { invalidateOrder } from './invalidate-order.ts';

/** The file name the server chose (Content-Disposition), or a plain one. */
function attachmentName(response: Response): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'document';
}

/** Fetches a document and hands it to the browser as a download. */
export async function downloadDocument(productId: number, name: string): Promise<void> {
  const response = await fetch(documentUrl(productId, name), { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: attachmentName(response) });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Downloads a document of a paid order that could still be cancelled: the server ends the order's free
 * cancellation as it serves the file, so the order is read again afterwards.
 */
export function useDownloadDocument(order: Pick<Order, 'id' | 'userId'>) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, name }: { productId: number; name: string }) =>
      downloadDocument(productId, name),
    onSettled: () => invalidateOrder(queryClient, order),
    onError: (error) => {
      toast({ title: t`Download Failed`, description: errorMessage(error), variant: 'destructive' });
    },
  });
}
