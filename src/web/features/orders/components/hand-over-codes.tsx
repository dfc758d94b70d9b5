import { CircleCheck, CircleX, KeyRound } from 'lucide-react';
import type { OrderDetail, OrderPart } from '../../../../domain/contracts/orders.ts';
import { TitledCard } from '../../../components/ui/card.tsx';
import { formatDateTime, formatPrice } from '../../../lib/format.ts';

/**
 * The buyer's side of the hand-over (docs/decisions/030-order-parts-and-hand-over-codes.md): one code per
 * seller, to show only once the items are in hand; then when each part was handed over or why it was declined.
 */
export function HandOverCodes({ order }: { order: OrderDetail }) {
  if (order.parts.length === 0) return null;
  return (
    <TitledCard title="Hand-over">
      <ul className="flex flex-col gap-4">
        {order.parts.map((part) => (
          <li key={part.sellerId} className="flex flex-col gap-1 text-sm">
            <p className="font-medium text-slate-900">{part.sellerName ?? 'Seller'}</p>
            <PartState part={part} />
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}

function PartState({ part }: { part: OrderPart }) {
  if (part.state === 'handed_over') {
    return (
      <p className="flex items-center gap-2 text-slate-700">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-status-green" />
        Handed over {part.handedOverAt ? formatDateTime(part.handedOverAt) : ''}
      </p>
    );
  }
  if (part.state === 'declined') {
    return (
      <div className="flex flex-col gap-1 text-slate-700">
        <p className="flex items-center gap-2">
          <CircleX aria-hidden="true" className="size-4 shrink-0 text-status-red" />
          Declined by the seller{part.declinedAt ? ` on ${formatDateTime(part.declinedAt)}` : ''}
        </p>
        {part.declineReason && <p>Reason: {part.declineReason}</p>}
        {part.refundDue && <p className="font-medium">Refund due to you: {formatPrice(part.refundDue)}</p>}
      </div>
    );
  }
  if (!part.handoverCode) {
    return <p className="text-slate-700">Not handed over.</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-slate-700">
        Show this code to {part.sellerName ?? 'the seller'} only once you have the items in your hands.
      </p>
      <p className="flex items-center gap-3">
        <KeyRound aria-hidden="true" className="size-5 text-primary-800" />
        <span className="sr-only">Hand-over code: </span>
        <span className="rounded-md bg-primary-50 px-3 py-1 font-mono font-semibold text-2xl text-primary-800 tracking-[0.3em]">
          {part.handoverCode}
        </span>
      </p>
    </div>
  );
}
