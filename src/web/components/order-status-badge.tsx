import { type OrderStatus, orderStatusLabel } from '../../domain/order-status.ts';
import { Badge, type BadgeTone } from './ui/badge.tsx';

/** The spec's status colours (section 4), always with the status in words. */
const statusTones: Record<OrderStatus, BadgeTone> = {
  pending: 'yellow',
  processing: 'yellow',
  paid: 'yellow',
  pending_cod: 'yellow',
  shipped: 'blue',
  in_transit: 'blue',
  delivered: 'green',
  completed: 'green',
  cancelled: 'red',
  refund_requested: 'orange',
  refunded: 'purple',
};

/** A status in words (src/domain/order-status.ts); one the app does not know yet is shown as the server wrote it. */
export function statusLabel(status: string): string {
  return orderStatusLabel(status);
}

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <Badge tone={statusTones[status]} className={className}>
      {orderStatusLabel(status)}
    </Badge>
  );
}
