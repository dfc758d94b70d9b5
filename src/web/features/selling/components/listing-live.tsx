import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, ExternalLink, Plus, Share2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { SellerListing } from '../../../../domain/contracts/listings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast-store.ts';

/** The listing's own page, as a whole address to send to a friend. */
const listingUrl = (id: number) => new URL(`/product/${id}`, window.location.origin).href;

/**
 * Sends the listing's address with the phone's share sheet where there is one (Web Share API), else copies
 * it. Answers whether the link was copied, false when shared (or the sheet was closed).
 */
async function shareListing(listing: Pick<SellerListing, 'id' | 'title'>): Promise<boolean> {
  const url = listingUrl(listing.id);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: listing.title, url });
    } catch (error) {
      // Closing the share sheet is the student's choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
    }
    return false;
  }
  await navigator.clipboard.writeText(url);
  return true;
}

/**
 * After "List My Item": the listing is up. The ways on are to see it as buyers do, to send it to friends, or to
 * list the next item in a fresh wizard.
 */
export function ListingLive({
  listing,
  onListAnother,
}: {
  listing: Pick<SellerListing, 'id' | 'title'>;
  onListAnother: () => void;
}) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = listing.title;

  useEffect(() => {
    // The wizard that had focus is gone; screen readers start again from the news, phones from the top.
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'center' });
  }, []);

  const share = () => {
    shareListing(listing).then(
      (copied) => {
        if (copied)
          toast({ title: t`Link copied`, description: t`Send it to your friends.`, variant: 'success' });
      },
      () =>
        toast({
          title: t`Could not share the link`,
          description: listingUrl(listing.id),
          variant: 'destructive',
        }),
    );
  };

  return (
    <Card>
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-10 text-center sm:py-12">
        <CircleCheck aria-hidden="true" className="size-14 text-status-green" />
        <h1 ref={heading} tabIndex={-1} className="font-bold text-2xl text-slate-900 outline-none">
          <Trans>Your listing is live</Trans>
        </h1>
        {/* The spec's success message, said by the screen rather than by a toast that would cover it. */}
        <p className="font-medium text-slate-900">
          <Trans>Product Listed Successfully!</Trans>
        </p>
        <p className="-mt-3 break-words text-slate-700">
          <Trans>"{title}" is now live on PassItOn.</Trans>
        </p>
        <div className="mt-2 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild size="lg">
            <Link to={`/product/${listing.id}`}>
              <ExternalLink aria-hidden="true" className="size-5" />
              <Trans>View listing</Trans>
            </Link>
          </Button>
          <Button variant="outline" size="lg" onClick={share}>
            <Share2 aria-hidden="true" className="size-5" />
            <Trans>Share</Trans>
          </Button>
          <Button variant="outline" size="lg" onClick={onListAnother}>
            <Plus aria-hidden="true" className="size-5" />
            <Trans>List another</Trans>
          </Button>
        </div>
      </div>
    </Card>
  );
}
