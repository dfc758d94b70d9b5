import { Trans, useLingui } from '@lingui/react/macro';
import { Check, ShoppingCart, X } from 'lucide-react';
import { Link } from 'react-router';
import type { Offer } from '../../../../domain/contracts/offers.ts';
import { toPaise } from '../../../../domain/money.ts';
import { canCounter, isLive, refuseCounterAmount, refuseOfferAmount } from '../../../../domain/offers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAddToCart } from '../../../lib/cart/add-to-cart.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useListingOffers } from '../api/get-listing-offers.ts';
import { useAnswerOffer, useMakeOffer } from '../api/offer-mutations.ts';
import { OfferAmountForm } from './offer-amount-form.tsx';

export interface OfferActionsProps {
  productId: number;
  /** The buyer of the conversation: the viewer when they are the buyer, the one the seller answers otherwise. */
  buyerId: number;
  viewerId: number;
  /** The listing's asking price, rupees ("500.00"). */
  askingPrice: string;
  /** The listing's title, for the cart's toast. */
  title: string;
  /** Units in stock: an accepted offer is bought through the cart. */
  stock: number;
}

/**
 * What the viewer can do about offers in a conversation (docs/decisions/038-offers.md): the buyer makes an offer,
 * or answers a counter, or buys at the accepted price; the seller accepts, declines or counters an open offer.
 */
export function OfferActions({ productId, buyerId, viewerId, askingPrice, title, stock }: OfferActionsProps) {
  const side = viewerId === buyerId ? 'buyer' : 'seller';
  const offers = useListingOffers(productId, buyerId);
  if (!offers.isSuccess) return null;
  const live = offers.data.find((offer) => isLive(offer.state));
  if (side === 'seller') return live?.state === 'open' ? <SellerAnswer offer={live} /> : null;
  if (!live) return <MakeOffer productId={productId} askingPrice={askingPrice} />;
  if (live.state === 'countered') return <BuyerAnswer offer={live} />;
  if (live.state === 'accepted')
    return <BuyAtOffer offer={live} productId={productId} title={title} stock={stock} />;
  return null;
}

function MakeOffer({ productId, askingPrice }: { productId: number; askingPrice: string }) {
  const { t } = useLingui();
  const makeOffer = useMakeOffer();
  const asking = toPaise(askingPrice);
  return (
    <OfferAmountForm
      label={t`Your offer (₹)`}
      submitLabel={<Trans>Make an offer</Trans>}
      asking={askingPrice}
      refuse={(amount) => refuseOfferAmount(amount, asking)}
      pending={makeOffer.isPending}
      serverError={makeOffer.isError ? errorMessage(makeOffer.error) : undefined}
      onSubmit={(amount) => makeOffer.mutate({ productId, amount })}
    />
  );
}

function SellerAnswer({ offer }: { offer: Offer }) {
  const { t } = useLingui();
  const answer = useAnswerOffer();
  const amount = formatPrice(offer.amount);
  const [offered, asking] = [toPaise(offer.amount), toPaise(offer.askingPrice)];
  return (
    <div className="flex flex-col gap-3">
      <AcceptOrDecline offer={offer} price={amount} answer={answer} />
      {canCounter(offered, asking) && (
        <OfferAmountForm
          label={t`Counter offer (₹)`}
          submitLabel={<Trans>Counter</Trans>}
          asking={offer.askingPrice}
          offer={offer.amount}
          refuse={(counter) => refuseCounterAmount(counter, offered, asking)}
          pending={answer.isPending}
          onSubmit={(counter) => answer.mutate({ offer, action: 'counter', amount: counter })}
        />
      )}
      <AnswerRefused answer={answer} />
    </div>
  );
}

function BuyerAnswer({ offer }: { offer: Offer }) {
  const answer = useAnswerOffer();
  const counter = formatPrice(offer.counterAmount ?? offer.amount);
  return (
    <div className="flex flex-col gap-2">
      <AcceptOrDecline offer={offer} price={counter} answer={answer} />
      <AnswerRefused answer={answer} />
    </div>
  );
}

/** Accepting at `price` (the buyer's offer for the seller, the seller's counter for the buyer) or declining. */
function AcceptOrDecline({
  offer,
  price,
  answer,
}: {
  offer: Offer;
  price: string;
  answer: ReturnType<typeof useAnswerOffer>;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button loading={answer.isPending} onClick={() => answer.mutate({ offer, action: 'accept' })}>
        <Check aria-hidden="true" className="size-5" />
        <Trans>Accept {price}</Trans>
      </Button>
      <Button variant="outline" onClick={() => answer.mutate({ offer, action: 'decline' })}>
        <X aria-hidden="true" className="size-5" />
        <Trans>Decline</Trans>
      </Button>
    </div>
  );
}

/** Why the server refused an answer, in the reader's language. */
function AnswerRefused({ answer }: { answer: ReturnType<typeof useAnswerOffer> }) {
  if (!answer.isError) return null;
  return (
    <p role="alert" className="text-status-red text-sm">
      {errorMessage(answer.error)}
    </p>
  );
}

function BuyAtOffer({
  offer,
  productId,
  title,
  stock,
}: {
  offer: Offer;
  productId: number;
  title: string;
  stock: number;
}) {
  const addToCart = useAddToCart();
  const price = formatPrice(offer.acceptedAmount ?? offer.amount);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {addToCart.isSuccess ? (
        <Button asChild>
          <Link to="/cart">
            <ShoppingCart aria-hidden="true" className="size-5" />
            <Trans>Go to cart</Trans>
          </Link>
        </Button>
      ) : (
        <Button
          loading={addToCart.isPending}
          onClick={() => addToCart.mutate({ productId, quantity: 1, stock, title })}
        >
          <ShoppingCart aria-hidden="true" className="size-5" />
          <Trans>Add to cart at {price}</Trans>
        </Button>
      )}
    </div>
  );
}
