import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleX, KeyRound } from 'lucide-react';
import type { OrderDetail, OrderPart } from '../../../../domain/contracts/orders.ts';
import { isAwaitingHandOver } from '../../../../domain/exchange.ts';
import { isFreePrice } from '../../../../domain/fees.ts';
import { FreeCollectInPerson } from '../../../components/free-badge.tsx';
import { TitledCard } from '../../../components/ui/card.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { useFormatters } from '../../../lib/i18n/use-formatters.ts';
import { PickupPlaces } from './pickup-places.tsx';

/**
 * The buyer's side of the hand-over (docs/decisions/030-order-parts-and-hand-over-codes.md): where to collect
 * from each seller (036) and one code per seller, to show only once the items are in hand; then when each part
 * was handed over or why it was declined.
 */
export function HandOverCodes({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  if (order.parts.length === 0) return null;
  return (
    <TitledCard title={t`Hand-over`}>
      <ul className="flex flex-col gap-4">
        {order.parts.map((part) => (
          <li key={part.sellerId} className="flex flex-col gap-1 text-sm">
            <p className="font-medium text-slate-900">{part.sellerName ?? t`Seller`}</p>
            {part.state === 'awaiting' && isAwaitingHandOver(order.status) && (
              <PickupPlaces places={part.pickupPlaces} />
            )}
            {part.cashToHandOver !== null && part.state !== 'declined' ? (
              isFreePrice(part.cashToHandOver) ? (
                <FreeCollectInPerson />
              ) : (
                <CashToHandOver amount={part.cashToHandOver} />
              )
            ) : null}
            <PartState part={part} />
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}

/** The one cash figure of a cash deal, the same the seller's sale page shows (docs/decisions/048). */
function CashToHandOver({ amount }: { amount: string }) {
  const cash = formatPrice(amount);
  return (
    <p className="text-slate-900">
      <Trans>
        Cash to hand over: <span className="font-semibold tabular-nums">{cash}</span> (price plus PassItOn's
        fee)
      </Trans>
    </p>
  );
}

function PartState({ part }: { part: OrderPart }) {
  const { t } = useLingui();
  const { formatDateTime } = useFormatters();
  const sellerName = part.sellerName;
  const handedOverAt = part.handedOverAt && formatDateTime(part.handedOverAt);
  const declinedAt = part.declinedAt && formatDateTime(part.declinedAt);
  const declineReason = part.declineReason;
  const refundDue = part.refundDue && formatPrice(part.refundDue);
  if (part.state === 'handed_over') {
    return (
      <p className="flex items-center gap-2 text-slate-700">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-status-green" />
        {handedOverAt ? t`Handed over ${handedOverAt}` : t`Handed over`}
      </p>
    );
  }
  if (part.state === 'declined') {
    return (
      <div className="flex flex-col gap-1 text-slate-700">
        <p className="flex items-center gap-2">
          <CircleX aria-hidden="true" className="size-4 shrink-0 text-status-red" />
          {declinedAt ? t`Declined by the seller on ${declinedAt}` : t`Declined by the seller`}
        </p>
        {declineReason && <p>{t`Reason: ${declineReason}`}</p>}
        {refundDue && <p className="font-medium">{t`Refund due to you: ${refundDue}`}</p>}
      </div>
    );
  }
  if (!part.handoverCode) {
    return (
      <p className="text-slate-700">
        <Trans>Not handed over.</Trans>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-slate-700">
        {sellerName
          ? t`Show this code to ${sellerName} only once you have the items in your hands.`
          : t`Show this code to the seller only once you have the items in your hands.`}
      </p>
      <p className="flex items-center gap-3">
        <KeyRound aria-hidden="true" className="size-5 text-primary-800" />
        <span className="sr-only">{t`Hand-over code:`} </span>
        <span className="rounded-md bg-primary-50 px-3 py-1 font-mono font-semibold text-2xl text-primary-800 tracking-[0.3em]">
          {part.handoverCode}
        </span>
      </p>
    </div>
  );
}
