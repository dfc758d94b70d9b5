import type { OrderStatus } from '../../domain/order-status.ts';
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

const statusLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
  pending_cod: 'Pending (COD)',
  shipped: 'Shipped',
  in_transit: 'In transit',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refund_requested: 'Refund requested',
  refunded: 'Refunded',
};

/** A status in words; one the app does not know yet is shown as the server wrote it. */
export function statusLabel(status: string): string {
  return statusLabels[status as OrderStatus] ?? status;
}

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <Badge tone={statusTones[status]} className={className}>
      {statusLabels[status]}
    </Badge>
  );
}
