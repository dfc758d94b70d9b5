import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { isFreePrice } from '../../../../domain/fees.ts';
import { orderNumber } from '../../../../domain/order-status.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatPrice } from '../../../lib/format.ts';
import type { PlacedOrder } from '../use-checkout.ts';

/** The spec's delay before the success screen moves on by itself (section 9). */
const REDIRECT_TO_ORDER_MS = 3000;

/**
 * After a paid or cash-on-delivery order: what happened, the spec's two ways on, and the new order's own page —
 * where its hand-over code is — by its button and after 3 seconds (docs/decisions/049-landing-on-the-new-order.md).
 */
export function CheckoutSuccess({ placed: { order, paymentMethod } }: { placed: PlacedOrder }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const number = orderNumber(order.id);
  const total = formatPrice(order.totalAmount);
  const orderPage = `/orders/${order.id}`;
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The form that had focus is gone; screen readers start again from the news.
    heading.current?.focus();
    const redirect = window.setTimeout(() => navigate(orderPage), REDIRECT_TO_ORDER_MS);
    return () => window.clearTimeout(redirect);
  }, [navigate, orderPage]);

  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-12 text-center">
      <CircleCheck aria-hidden="true" className="size-14 text-status-green" />
      <h1 ref={heading} tabIndex={-1} className="font-bold text-2xl text-slate-900 outline-none">
        {paymentMethod === 'cod' ? t`Order Placed Successfully!` : t`Payment Successful!`}
      </h1>
      <p className="text-slate-700">
        {isFreePrice(order.totalAmount) ? (
          <Trans>
            Order <span className="font-semibold">{number}</span> · Free — collect in person
          </Trans>
        ) : paymentMethod === 'cod' ? (
          <Trans>
            Order <span className="font-semibold">{number}</span> · Cash to hand over:{' '}
            <span className="font-semibold tabular-nums">{total}</span> (price plus PassItOn's fee), when you
            collect
          </Trans>
        ) : (
          <Trans>
            Order <span className="font-semibold">{number}</span> ·{' '}
            <span className="font-semibold tabular-nums">{total}</span>
          </Trans>
        )}
      </p>
      <p className="text-slate-600 text-sm">
        <Trans>Taking you to your order and its hand-over code…</Trans>
      </p>
      <div className="mt-2 grid w-full gap-3 sm:grid-cols-2">
        <Button asChild size="lg" className="sm:col-span-2">
          <Link to={orderPage}>
            <Trans>View Order {number}</Trans>
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/">
            <Trans>Continue Shopping</Trans>
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/orders">
            <Trans>View My Orders</Trans>
          </Link>
        </Button>
      </div>
    </section>
  );
}
