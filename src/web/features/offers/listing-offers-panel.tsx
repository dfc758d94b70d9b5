import { Trans } from '@lingui/react/macro';
import { isFreePrice } from '../../../domain/fees.ts';
import { useListingOffers } from './api/get-listing-offers.ts';
import { OfferActions } from './components/offer-actions.tsx';
import { useOfferExtras } from './use-offer-extras.tsx';

export interface ListingOffersPanelProps {
  productId: number;
  sellerId: number;
  title: string;
  askingPrice: string;
  stock: number;
  /** The signed-in student; none shows nothing. */
  viewerId: number | undefined;
  /** The listing can be bought now (in stock, shown): offers are made only then. */
  forSale: boolean;
}

/**
 * Offers on the listing page, until the listing's conversation shows them (docs/decisions/038-offers.md): a buyer
 * sees their offers and makes or answers one; the seller sees every buyer's and answers each.
 */
export function ListingOffersPanel(props: ListingOffersPanelProps) {
  const { viewerId, sellerId, forSale } = props;
  if (viewerId === undefined) return null;
  if (viewerId === sellerId) return <SellerOffers {...props} viewerId={viewerId} />;
  // Nothing is below nothing: no offers on a free listing (docs/decisions/093-free-listings.md).
  const offersTaken = forSale && !isFreePrice(props.askingPrice);
  return offersTaken ? <BuyerOffers {...props} buyerId={viewerId} viewerId={viewerId} /> : null;
}

function BuyerOffers(props: ListingOffersPanelProps & { buyerId: number; viewerId: number }) {
  return (
    <section aria-labelledby="offers-heading" className="flex flex-col gap-3 rounded-lg border bg-white p-4">
      <h2 id="offers-heading" className="font-semibold text-lg text-slate-900">
        <Trans>Make an offer</Trans>
      </h2>
      <p className="text-slate-600 text-sm">
        <Trans>
          Offer a lower price in whole rupees, at least half the asking price. The seller has 48 hours to
          answer.
        </Trans>
      </p>
      <OfferThread {...props} />
    </section>
  );
}

/** One buyer's offers as cards, oldest first, with what the viewer can do next. */
function OfferThread({
  productId,
  buyerId,
  viewerId,
  title,
  askingPrice,
  stock,
}: ListingOffersPanelProps & { buyerId: number; viewerId: number }) {
  const extras = useOfferExtras({ productId, buyerId, viewerId });
  return (
    <div className="flex flex-col gap-2">
      {[...extras]
        .sort((a, b) => a.at.localeCompare(b.at))
        .map((extra) => (
          <div key={extra.key}>{extra.node}</div>
        ))}
      <OfferActions
        productId={productId}
        buyerId={buyerId}
        viewerId={viewerId}
        askingPrice={askingPrice}
        title={title}
        stock={stock}
      />
    </div>
  );
}

function SellerOffers(props: ListingOffersPanelProps & { viewerId: number }) {
  const offers = useListingOffers(props.productId);
  const buyerIds = [...new Set((offers.data ?? []).map((offer) => offer.buyerId))];
  if (buyerIds.length === 0) return null;
  return (
    <section aria-labelledby="offers-heading" className="flex flex-col gap-3 rounded-lg border bg-white p-4">
      <h2 id="offers-heading" className="font-semibold text-lg text-slate-900">
        <Trans>Offers on your listing</Trans>
      </h2>
      <ul className="flex flex-col gap-4">
        {buyerIds.map((buyerId) => (
          <li key={buyerId}>
            <OfferThread {...props} buyerId={buyerId} />
          </li>
        ))}
      </ul>
    </section>
  );
}
