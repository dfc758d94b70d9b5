import { Trans, useLingui } from '@lingui/react/macro';
import { ShoppingCart, Zap } from 'lucide-react';
import type { RefObject } from 'react';
import type { ProductDetail } from '../../../../domain/contracts/products.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { useInView } from '../../../lib/use-in-view.ts';
import { type ChosenQuantity, useChosenQuantity } from '../chosen-quantity.ts';
import { type ListingForCart, useAddListingToCart } from '../use-add-listing-to-cart.ts';

interface StickyPurchaseBarProps {
  /** The listing's own buy buttons: the bar shows while they are off screen. */
  actions: RefObject<Element | null>;
  listing: ListingForCart & Pick<ProductDetail, 'price' | 'originalPrice'>;
  /** The units chosen beside the listing's own buttons. */
  chosenQuantity: ChosenQuantity;
  onBuyNow: (quantity: number) => void;
}

/**
 * On phones, while the listing's own buy buttons are off screen (below the photos, or scrolled past), the price
 * and the buttons stay at hand just above the bottom bar.
 */
export function StickyPurchaseBar({ actions, listing, chosenQuantity, onBuyNow }: StickyPurchaseBarProps) {
  const { t } = useLingui();
  const addToCart = useAddListingToCart(listing);
  const quantity = useChosenQuantity(chosenQuantity);
  // Watched here, not by the page: the buttons going off screen re-render this bar alone, where re-rendering the
  // whole listing took one long task at start-up on a phone (docs/decisions/110).
  const actionsInView = useInView(actions);
  if (actionsInView) return null;
  return (
    // Just above the bottom bar, which is 64 px plus the phone's safe area; toasts show above both
    // (data-bottom-actions, styles.css).
    <section
      aria-label={t`Buy this item`}
      data-bottom-actions
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 flex items-center gap-2 border-t bg-white px-4 py-2 shadow-soft md:hidden"
    >
      <Price price={listing.price} originalPrice={listing.originalPrice} className="mr-auto" />
      <Button variant="outline" onClick={() => addToCart(quantity)}>
        <ShoppingCart aria-hidden="true" className="size-5" />
        <Trans>Add to Cart</Trans>
      </Button>
      <Button onClick={() => onBuyNow(quantity)}>
        <Zap aria-hidden="true" className="size-5" />
        <Trans>Buy Now</Trans>
      </Button>
    </section>
  );
}
