import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Eye, FileText, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SellerListing } from '../../../../domain/contracts/listings.ts';
import { thumbnailUrl } from '../../../../domain/images.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { categoryName, conditionName } from '../../../lib/i18n/catalogue-labels.ts';
import { useFormatters } from '../../../lib/i18n/use-formatters.ts';
import { useAskSecondLook } from '../api/ask-second-look.ts';
import { DeleteListingButton } from './delete-listing-button.tsx';
import { EditListingDialog } from './edit-listing-dialog.tsx';

/**
 * One of the seller's listings with View, Edit and Delete. `startEditing` opens its edit dialog at once (the
 * listing page's "Edit listing" leads here with ?edit={id}).
 */
export function SellerListingCard({
  listing,
  startEditing = false,
}: {
  listing: SellerListing;
  startEditing?: boolean;
}) {
  const { t, i18n } = useLingui();
  const { formatDate } = useFormatters();
  const [editing, setEditing] = useState(startEditing);
  const { title, quantity } = listing;
  const documentCount = listing.files.length;
  const listedOn = formatDate(listing.createdAt);
  const [cover] = listing.images;
  const inStock = listing.quantity > 0;
  return (
    <article className="flex flex-col gap-3 rounded-lg border bg-white p-3 shadow-soft">
      <div className="flex gap-3">
        <ImageWithFallback
          src={cover ? thumbnailUrl(cover) : undefined}
          alt=""
          width={240}
          height={320}
          loading="lazy"
          className="w-20 shrink-0 rounded-md bg-slate-100 object-cover sm:w-24"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="line-clamp-2 font-semibold text-slate-900 leading-snug">{listing.title}</h3>
          <p className="text-slate-600 text-xs">
            {categoryName(i18n, listing.category)} · {conditionName(i18n, listing.condition)}
          </p>
          <Price price={listing.price} originalPrice={listing.originalPrice} />
          <div className="flex flex-wrap items-center gap-1.5">
            {inStock ? (
              <Badge tone="green">
                <Trans>Active · {quantity} left</Trans>
              </Badge>
            ) : (
              <Badge tone="red">
                <Trans>Out of Stock</Trans>
              </Badge>
            )}
            {documentCount > 0 && (
              <Badge>
                <FileText aria-hidden="true" className="size-3" />
                <Plural value={documentCount} one="# document" other="# documents" />
              </Badge>
            )}
          </div>
          <p className="text-slate-600 text-xs">
            <Trans>Listed {listedOn}</Trans>
          </p>
        </div>
      </div>
      {listing.hidden && <HiddenNotice listing={listing} />}
      <div className="grid grid-cols-3 gap-2">
        <Button variant="outline" asChild>
          <Link to={`/product/${listing.id}`} aria-label={t`View ${title}`}>
            <Eye aria-hidden="true" className="size-4" />
            <Trans>View</Trans>
          </Link>
        </Button>
        <Button variant="outline" onClick={() => setEditing(true)} aria-label={t`Edit ${title}`}>
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>Edit</Trans>
        </Button>
        <DeleteListingButton id={listing.id} title={listing.title} />
      </div>
      <EditListingDialog listing={listing} open={editing} onOpenChange={setEditing} />
    </article>
  );
}

/** Why buyers cannot find the listing now, and (when the team hid it) the way to ask for another look. */
function HiddenNotice({ listing }: { listing: SellerListing }) {
  const ask = useAskSecondLook();
  const hidden = listing.hidden;
  if (!hidden) return null;
  const reason = hidden.reason ?? '';
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <p className="font-semibold text-amber-950">
        {hidden.by === 'team' ? (
          <Trans>Hidden by the PassItOn team: {reason}</Trans>
        ) : (
          <Trans>Hidden after reports from students, until our team looks at it.</Trans>
        )}
      </p>
      {hidden.by === 'team' &&
        (hidden.secondLookRequested ? (
          <p className="text-amber-950">
            <Trans>You asked for another look. Our team will decide soon.</Trans>
          </p>
        ) : (
          <>
            <p className="text-amber-950">
              <Trans>Edit the listing to fix it, then ask for another look.</Trans>
            </p>
            <Button
              variant="outline"
              className="self-start"
              loading={ask.isPending}
              onClick={() => ask.mutate(listing.id)}
            >
              <Trans>Ask for another look</Trans>
            </Button>
          </>
        ))}
    </div>
  );
}

export function SellerListingCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-white p-3 shadow-soft">
      <div className="flex gap-3">
        <Skeleton className="h-28 w-20 shrink-0 sm:w-24" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-3 w-1/2" />
          <Skeleton className="h-5 w-20" />
        </div>
      </div>
      <Skeleton className="h-11 w-full" />
    </div>
  );
}
