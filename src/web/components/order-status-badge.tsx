import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStatus } from '../../domain/order-status.ts';
import { useTranslator } from '../lib/i18n/use-translator.ts';
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

/** Each status in words, as badges, timelines and lists name it (the English of src/domain/order-status.ts). */
const STATUS_NAMES: Record<OrderStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  processing: msg`Processing`,
  paid: msg`Paid`,
  pending_cod: msg`Pending (COD)`,
  shipped: msg`Shipped`,
  in_transit: msg`In transit`,
  delivered: msg`Delivered`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  refund_requested: msg`Refund requested`,
  refunded: msg`Refunded`,
};

/**
 * A status in words, in the reader's language (`i18n` from `useLingui()`); one the app does not know yet is shown
 * as the server wrote it.
 */
export function statusLabel(status: string, i18n: I18n): string {
  return Object.hasOwn(STATUS_NAMES, status) ? i18n._(STATUS_NAMES[status as OrderStatus]) : status;
}

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const i18n = useTranslator();
  return (
    <Badge tone={statusTones[status]} className={className}>
      {statusLabel(status, i18n)}
    </Badge>
  );
}
