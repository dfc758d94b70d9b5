import type { ListingOffersSlotProps } from '../../features/catalogue/product-page.tsx';
import { ProductPage } from '../../features/catalogue/product-page.tsx';
import { lazyPart } from '../../lib/lazy-part.tsx';

// Offers are for signed-in students only and bring their forms and zod: a guest's listing page never loads them,
// and a student's hydrates them once they are there (docs/decisions/101-hydrate-the-first-screen-first.md).
const ListingOffersPanel = lazyPart(() =>
  import('../../features/offers/listing-offers-panel.tsx').then((module) => module.ListingOffersPanel),
);

function ListingOffers(props: ListingOffersSlotProps) {
  if (props.viewerId === undefined) return null;
  return <ListingOffersPanel {...props} />;
}

/** /product/:id: the catalogue feature's listing page, with the offers feature's part (docs/decisions/038-offers.md). */
export function ProductRoute() {
  return <ProductPage Offers={ListingOffers} />;
}
