import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { i18n } = useLingui();
  const items = order.items.filter((item) => (item.product?.documentCount ?? 0) > 0);
  if (items.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Notes and documents</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        {order.documentAccess === 'none' ? (
          <p className="flex gap-2 text-slate-700">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {lockedReason(i18n, order)}
          </p>
        ) : (
          <>
            {order.documentAccess === 'on-download' && (
              <p className="text-slate-700">
                <Trans>Downloading them ends free cancellation of this order.</Trans>
              </p>
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

function lockedReason(i18n: I18n, order: Order): string {
  if (order.status === 'cancelled' || order.status === 'refunded') {
    return i18n._(msg`This order no longer gives access to the documents.`);
  }
  if (order.paymentMethod === 'cod')
    return i18n._(msg`The documents unlock when you collect this order and pay the seller.`);
  return i18n._(msg`The documents unlock once your payment is confirmed.`);
}

function ItemDocuments({ order, item }: { order: Order; item: OrderItem }) {
  const { t } = useLingui();
  const productId = item.productId;
  const documents = useListingDocuments(productId, order.documentAccess !== 'none');
  const files = documents.data?.files ?? [];
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium text-slate-900">{item.productTitle}</p>
      {documents.isError ? (
        <p className="text-slate-700">
          <Trans>The documents could not be loaded. Reload the page to try again.</Trans>
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {files.map((name, index) => {
            const position = index + 1;
            const kind = extensionOf(name).toUpperCase();
            const label = t`Document ${position} (${kind})`;
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
  const number = orderNumber(order.id);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" loading={download.isPending}>
          <Download aria-hidden="true" className="size-5" />
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>
          <Trans>Download and keep {number}?</Trans>
        </AlertDialogTitle>
        <AlertDialogDescription>
          <Trans>Once you download the documents, this order can no longer be cancelled.</Trans>
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>
            <Trans>Not now</Trans>
          </AlertDialogCancel>
          <AlertDialogAction onClick={() => download.mutate({ productId, name })}>
            <Trans>Download</Trans>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
