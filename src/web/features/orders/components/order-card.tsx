import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { OrderSummary } from '../../../../domain/contracts/orders.ts';
import { orderNumber } from '../../../../domain/order-status.ts';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { useFormatters } from '../../../lib/i18n/use-formatters.ts';
import { paymentMethodLabel } from '../../../lib/payment-method-label.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderLines } from './order-lines.tsx';
import { RefundInfo } from './refund-info.tsx';

/** One order in the list: number, date, status, items, total, what can be done with it and unread messages. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { i18n, t } = useLingui();
  const { formatDate } = useFormatters();
  const headingId = `order-${order.id}`;
  const number = orderNumber(order.id);
  const unread = order.unreadMessages;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border bg-white p-4 shadow-soft"
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-slate-900 tabular-nums">
            {orderNumber(order.id)}
          </h2>
          <p className="text-slate-600 text-sm">
            {formatDate(order.createdAt)} · {paymentMethodLabel(order.paymentMethod, i18n)}
          </p>
        </div>
        <OrderStatusBadge status={order.status} className="shrink-0" />
      </header>
      <OrderLines items={order.items} />
      <RefundInfo order={order} />
      <div className="flex items-baseline justify-between border-t pt-3">
        <span className="text-slate-700 text-sm">
          <Trans>Total</Trans>
        </span>
        <span className="font-semibold text-slate-900 tabular-nums">{formatPrice(order.totalAmount)}</span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="ghost" tone="primary">
          <Link to={`/orders/${order.id}`} aria-label={t`View details of ${number}`}>
            <Trans>View details</Trans>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </Button>
        <OrderActions order={order} />
        {order.unreadMessages > 0 && (
          <span className="inline-flex items-center gap-1 text-primary-800 text-sm">
            <MessagesSquare aria-hidden="true" className="size-4" />
            {t`${plural(unread, { one: '# new message', other: '# new messages' })}`}
          </span>
        )}
      </div>
    </article>
  );
}
