import { useAddToCart } from '../../lib/cart/add-to-cart.ts';
import { afterNextPaint } from '../../lib/next-task.ts';

/** What adding a listing to the cart needs of it: `quantity` is the units it has. */
export interface ListingForCart {
  id: number;
  title: string;
  quantity: number;
}

/**
 * Add to Cart for one listing, asked for by the buttons themselves: the adding's states re-render the buttons' own
 * part, not the listing's whole page (docs/decisions/130-add-to-cart-re-renders-its-buttons.md). The tap is painted
 * first; the adding, the header's count and the toast come in the task after (docs/decisions/115-hydration-in-turns.md).
 */
export function useAddListingToCart(listing: ListingForCart): (quantity: number) => void {
  const addToCart = useAddToCart();
  return (quantity) =>
    void afterNextPaint().then(() =>
      addToCart.mutate({
        productId: listing.id,
        quantity,
        stock: listing.quantity,
        title: listing.title,
      }),
    );
}
