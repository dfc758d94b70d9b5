import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { DealRatingState } from '../../../../domain/contracts/ratings.ts';
import { TitledCard } from '../../../components/ui/card.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { useOrderRatings } from '../api/get-order-ratings.ts';
import { PersonLink } from './person-link.tsx';
import { RateDealForm } from './rate-deal-form.tsx';

export interface DealRatingsProps {
  orderId: number;
  /** How many of the viewer's deals in the order the page shows handed over. */
  handedOver: number;
}

/**
 * The order page's and the sale page's ratings (docs/decisions/082-ratings-from-real-deals.md): for each of the
 * viewer's deals in the order, who is on the other side (linked to their profile), the form that asks "How was the
 * deal with Priya?" once it is handed over, and the ratings given and received — the other side's only once it
 * shows.
 */
export function DealRatings({ orderId, handedOver }: DealRatingsProps) {
  const { t } = useLingui();
  const { data: deals } = useOrderRatings(orderId, handedOver);
  if (!deals || deals.length === 0) return null;
  return (
    <TitledCard title={t`Rate the deal`}>
      <ul className="flex flex-col divide-y">
        {deals.map((deal) => (
          <li key={deal.sellerId} className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0">
            <DealRating orderId={orderId} deal={deal} />
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}

function DealRating({ orderId, deal }: { orderId: number; deal: DealRatingState }) {
  const name = deal.other.name;
  const person = <PersonLink person={deal.other} />;
  return (
    <>
      <p className="text-slate-700">
        {deal.role === 'buyer' ? <Trans>Sold by {person}</Trans> : <Trans>Bought by {person}</Trans>}
      </p>
      {!deal.handedOverAt ? (
        <p className="text-slate-600 text-sm">
          <Trans>You can rate this deal once the item has been handed over.</Trans>
        </p>
      ) : deal.given ? (
        <GivenRating title={<Trans>Your rating</Trans>} rating={deal.given} />
      ) : deal.rateUntil ? (
        <RateDealForm orderId={orderId} deal={deal} />
      ) : (
        <p className="text-slate-600 text-sm">
          <Trans>The time to rate this deal has passed.</Trans>
        </p>
      )}
      {deal.received ? (
        <GivenRating title={<Trans>{name} rated you</Trans>} rating={deal.received} />
      ) : (
        deal.receivedHidden && (
          <p className="rounded-lg bg-primary-50 p-3 text-primary-800 text-sm">
            <Trans>
              {name} has rated you. You will see it once you have rated them too, or 14 days after the
              hand-over.
            </Trans>
          </p>
        )
      )}
    </>
  );
}

function GivenRating({ title, rating }: { title: ReactNode; rating: NonNullable<DealRatingState['given']> }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="font-medium text-slate-800 text-sm">{title}</p>
      <StarRating value={rating.rating} size="sm" className="self-start" />
      {rating.comment && <p className="whitespace-pre-line text-slate-800">{rating.comment}</p>}
    </div>
  );
}
