import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { HandCoins } from 'lucide-react';
import type { Offer } from '../../../../domain/contracts/offers.ts';
import type { OfferState } from '../../../../domain/offers.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useFormatters } from '../../../lib/i18n/use-formatters.ts';

/** Where an offer stands, as each side reads it. */
const STATE_LABELS: Record<OfferState, { buyer: MessageDescriptor; seller: MessageDescriptor }> = {
  open: { buyer: msg`Waiting for the seller`, seller: msg`Waiting for your answer` },
  countered: { buyer: msg`Waiting for your answer`, seller: msg`Waiting for the buyer` },
  accepted: { buyer: msg`Accepted`, seller: msg`Accepted` },
  declined: { buyer: msg`Declined`, seller: msg`Declined` },
  expired: { buyer: msg`Expired`, seller: msg`Expired` },
  closed: { buyer: msg`Ended`, seller: msg`Ended` },
  used: { buyer: msg`Bought at this price`, seller: msg`Bought at this price` },
};

/** One offer as a card in the conversation: what was offered against the asking price, and where it stands. */
export function OfferCard({ offer, side }: { offer: Offer; side: 'buyer' | 'seller' }) {
  const { i18n } = useLingui();
  const { formatDateTime } = useFormatters();
  const holdUntil = offer.holdUntil ? formatDateTime(offer.holdUntil) : '';
  const answerBy = formatDateTime(offer.answerBy);
  const [buyer, amount, asking] = [
    offer.buyerName,
    formatPrice(offer.amount),
    formatPrice(offer.askingPrice),
  ];
  const counter = offer.counterAmount ? formatPrice(offer.counterAmount) : '';
  const agreed = offer.acceptedAmount ? formatPrice(offer.acceptedAmount) : '';
  return (
    <article
      aria-label={i18n._(msg`Offer of ${amount}`)}
      className="flex flex-col gap-1 rounded-lg border border-accent-300 bg-accent-50 p-3 text-sm"
    >
      <p className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-1.5 font-semibold text-slate-900">
          <HandCoins aria-hidden="true" className="size-4" />
          {side === 'seller' ? (
            <Trans>
              {buyer} offered {amount}
            </Trans>
          ) : (
            <Trans>You offered {amount}</Trans>
          )}
        </span>
        <span className="rounded-full bg-white px-2 py-0.5 font-medium text-slate-800 text-xs">
          {i18n._(STATE_LABELS[offer.state][side])}
        </span>
      </p>
      <p className="text-slate-600">
        <Trans>
          Asking price <s className="tabular-nums">{asking}</s>
        </Trans>
      </p>
      {offer.counterAmount && (
        <p className="text-slate-900">
          <Trans>Counter offer: {counter}</Trans>
        </p>
      )}
      {(offer.state === 'open' || offer.state === 'countered') && (
        <p className="text-slate-600">
          <Trans>Answer by {answerBy}</Trans>
        </p>
      )}
      {offer.state === 'accepted' && offer.acceptedAmount && (
        <p className="font-medium text-slate-900">
          <Trans>
            Agreed at {agreed}, for one unit, until {holdUntil}
          </Trans>
        </p>
      )}
      {offer.state === 'closed' && (
        <p className="text-slate-600">
          {offer.closedReason === 'sold_out' ? (
            <Trans>The listing sold out.</Trans>
          ) : (
            <Trans>The listing was withdrawn.</Trans>
          )}
        </p>
      )}
    </article>
  );
}
