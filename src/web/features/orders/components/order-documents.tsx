import { Download, Lock } from 'lucide-react';
import { extensionOf } from '../../../../domain/contracts/listings.ts';
import type { Order, OrderItem } from '../../../../domain/contracts/orders.ts';
import { orderNumber } from '../../../../domain/order-status.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useDownloadDocument } from '../api/download-document.ts';
import { documentUrl, useListingDocuments } from '../api/get-listing-documents.ts';

/**
 * The private documents (notes, papers) of the order's listings. They unlock once the buyer has really paid:
 * online, or in cash at the hand-over. While a paid order could still be cancelled, the buyer is asked first,
 * because taking the documents ends that.
 */
export function OrderDocuments({ order }: { order: Order }) {
  const items = order.items.filter((item) => (item.product?.documentCount ?? 0) > 0);
  if (items.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notes and documents</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        {order.documentAccess === 'none' ? (
          <p className="flex gap-2 text-slate-700">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {lockedReason(order)}
          </p>
        ) : (
          <>
            {order.documentAccess === 'on-download' && (
              <p className="text-slate-700">Downloading them ends free cancellation of this order.</p>
            )}
            {items.map((item) => (
              <ItemDocuments key={item.id} order={order} item={item} />
            ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function lockedReason(order: Order): string {
  if (order.status === 'cancelled' || order.status === 'refunded') {
    return 'This order no longer gives access to the documents.';
  }
  if (order.paymentMethod === 'cod')
    return 'The documents unlock when you collect this order and pay the seller.';
  return 'The documents unlock once your payment is confirmed.';
}

function ItemDocuments({ order, item }: { order: Order; item: OrderItem }) {
  const productId = item.productId;
  const documents = useListingDocuments(productId, order.documentAccess !== 'none');
  const files = documents.data?.files ?? [];
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium text-slate-900">{item.productTitle}</p>
      {documents.isError ? (
        <p className="text-slate-700">The documents could not be loaded. Reload the page to try again.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {files.map((name, index) => {
            const label = `Document ${index + 1} (${extensionOf(name).toUpperCase()})`;
            return (
              <li key={name}>
                {order.documentAccess === 'open' ? (
                  <Button asChild variant="outline">
                    <a href={documentUrl(productId, name)} download>
                      <Download aria-hidden="true" className="size-5" />
                      {label}
                    </a>
                  </Button>
                ) : (
                  <ConfirmedDownload order={order} productId={productId} name={name} label={label} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function ConfirmedDownload({
  order,
  productId,
  name,
  label,
}: {
  order: Order;
  productId: number;
  name: string;
  label: string;
}) {
  const download = useDownloadDocument(order);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" loading={download.isPending}>
          <Download aria-hidden="true" className="size-5" />
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Download and keep {orderNumber(order.id)}?</AlertDialogTitle>
        <AlertDialogDescription>
          Once you download the documents, this order can no longer be cancelled.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Not now</AlertDialogCancel>
          <AlertDialogAction onClick={() => download.mutate({ productId, name })}>Download</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
