import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { Sale } from '../../../../domain/contracts/sales.ts';
import { salePagePath } from '../../../../domain/exchange.ts';
import { orderNumber } from '../../../../domain/order-status.ts';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { useFormatters } from '../../../lib/i18n/use-formatters.ts';
import { partStateLabel } from '../part-state.ts';
import { deliveryPlace } from './buyer-details.tsx';
import { SaleLines } from './sale-lines.tsx';

/** One sale in the Sales tab: the order, the seller's lines, what they receive, and whom to meet where. */
export function SaleCard({ sale }: { sale: Sale }) {
  const { t, i18n } = useLingui();
  const { formatDate } = useFormatters();
  const headingId = `sale-${sale.orderId}`;
  const number = orderNumber(sale.orderId);
  const unread = sale.unreadMessages;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border bg-white p-4 shadow-soft"
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900 tabular-nums">
            {orderNumber(sale.orderId)}
          </h3>
          <p className="text-slate-600 text-sm">
            {formatDate(sale.createdAt)} · {partStateLabel(i18n, sale.state)}
          </p>
        </div>
        <OrderStatusBadge status={sale.orderStatus} className="shrink-0" />
      </header>
      <SaleLines items={sale.items} />
      <dl className="flex flex-col gap-1 border-t pt-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">
            <Trans>You receive</Trans>
          </dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatPrice(sale.sellerReceives)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="shrink-0 text-slate-700">
            <Trans>Buyer</Trans>
          </dt>
          <dd className="text-right text-slate-900">
            {sale.buyer.name} · {sale.buyer.phone}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="shrink-0 text-slate-700">
            <Trans>Meet at</Trans>
          </dt>
          <dd className="text-right text-slate-900">{deliveryPlace(i18n, sale.delivery)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="ghost" tone="primary">
          <Link to={salePagePath(sale.orderId)} aria-label={t`Open sale ${number}`}>
            <Trans>Open sale</Trans>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </Button>
        {unread > 0 && (
          <span className="inline-flex items-center gap-1 text-primary-800 text-sm">
            <MessagesSquare aria-hidden="true" className="size-4" />
            <Plural value={unread} one="# new message" other="# new messages" />
          </span>
        )}
      </div>
    </article>
  );
}
