import { Trans } from '@lingui/react/macro';
import { Pencil, ShoppingCart, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { HydrateInTurn } from '../../../lib/hydrate-in-turn.tsx';
import { type ChosenQuantity, useChosenQuantity } from '../chosen-quantity.ts';
import { type ListingForCart, useAddListingToCart } from '../use-add-listing-to-cart.ts';
import { QuantitySelector } from './quantity-selector.tsx';

interface PurchaseActionsProps {
  listing: ListingForCart;
  chosenQuantity: ChosenQuantity;
  /** The viewer listed it: nothing to buy, but it can be edited. */
  ownListing: boolean;
  /** Taken off by moderation (docs/decisions/083): nothing to buy. */
  unavailable?: boolean;
  onBuyNow: (quantity: number) => void;
}

/** Quantity, 'Add to Cart' and 'Buy Now'; a sold-out listing says so instead, and the seller's own offers Edit. */
export function PurchaseActions({
  listing,
  chosenQuantity,
  ownListing,
  unavailable = false,
  onBuyNow,
}: PurchaseActionsProps) {
  const addToCart = useAddListingToCart(listing);
  const quantity = useChosenQuantity(chosenQuantity);
  const stock = listing.quantity;
  if (unavailable && !ownListing) {
    return (
      <p role="status" className="rounded-lg border bg-slate-50 p-4 font-semibold text-slate-800">
        <Trans>This listing is unavailable.</Trans>
      </p>
    );
  }

  if (ownListing) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border bg-primary-50 p-4">
        <p className="font-semibold text-slate-900">
          <Trans>This is your listing</Trans>
        </p>
        <Button asChild variant="outline">
          <Link to={`/seller-listings?edit=${listing.id}`}>
            <Pencil aria-hidden="true" className="size-5" />
            <Trans>Edit listing</Trans>
          </Link>
        </Button>
      </div>
    );
  }

  if (stock <= 0) {
    return (
      <p className="font-semibold text-status-red">
        <Trans>Sold out</Trans>
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {/* Add to Cart and Buy Now are what a listing's first tap is for: the quantity is taken over after them
          (docs/decisions/123); a tap on it before then is kept and made again. */}
      <HydrateInTurn>
        <QuantitySelector quantity={quantity} onQuantityChange={chosenQuantity.set} stock={stock} />
      </HydrateInTurn>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <Button variant="outline" size="lg" onClick={() => addToCart(quantity)}>
          <ShoppingCart aria-hidden="true" className="size-5" />
          <Trans>Add to Cart</Trans>
        </Button>
        <Button size="lg" onClick={() => onBuyNow(quantity)}>
          <Zap aria-hidden="true" className="size-5" />
          <Trans>Buy Now</Trans>
        </Button>
      </div>
    </div>
  );
}
