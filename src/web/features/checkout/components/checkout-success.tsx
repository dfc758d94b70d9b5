import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { orderNumber } from '../../../../domain/order-status.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatPrice } from '../../../lib/format.ts';
import type { PlacedOrder } from '../use-checkout.ts';

/** The spec's delay before the success screen moves on to /orders (section 9). */
const REDIRECT_TO_ORDERS_MS = 3000;

/** After a paid or cash-on-delivery order: what happened, the ways on, and /orders after 3 seconds. */
export function CheckoutSuccess({ placed: { order, paymentMethod } }: { placed: PlacedOrder }) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The form that had focus is gone; screen readers start again from the news.
    heading.current?.focus();
    const redirect = window.setTimeout(() => navigate('/orders'), REDIRECT_TO_ORDERS_MS);
    return () => window.clearTimeout(redirect);
  }, [navigate]);

  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-12 text-center">
      <CircleCheck aria-hidden="true" className="size-14 text-status-green" />
      <h1 ref={heading} tabIndex={-1} className="font-bold text-2xl text-slate-900 outline-none">
        {paymentMethod === 'cod' ? 'Order Placed Successfully!' : 'Payment Successful!'}
      </h1>
      <p className="text-slate-700">
        Order <span className="font-semibold">{orderNumber(order.id)}</span> ·{' '}
        <span className="font-semibold tabular-nums">{formatPrice(order.totalAmount)}</span>
        {paymentMethod === 'cod' && ', to pay in cash when you collect'}
      </p>
      <p className="text-slate-600 text-sm">Taking you to your orders…</p>
      <div className="mt-2 grid w-full gap-3 sm:grid-cols-2">
        <Button asChild variant="outline" size="lg">
          <Link to="/">Continue Shopping</Link>
        </Button>
        <Button asChild size="lg">
          <Link to="/orders">View My Orders</Link>
        </Button>
      </div>
    </section>
  );
}
