import { ProductPage } from '../../features/catalogue/product-page.tsx';
import { ListingOffersPanel } from '../../features/offers/listing-offers-panel.tsx';

/** /product/:id: the catalogue feature's listing page, with the offers feature's part (docs/decisions/038-offers.md). */
export function ProductRoute() {
  return <ProductPage Offers={ListingOffersPanel} />;
}
