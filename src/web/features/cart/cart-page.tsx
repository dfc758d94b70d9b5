import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { pageTitle } from '../../../domain/seo.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { type CartView, useCart } from '../../lib/cart/use-cart.ts';
import { CartLineItem } from './components/cart-line-item.tsx';
import { OrderSummaryCard } from './components/order-summary-card.tsx';

/** /cart: the signed-in user's cart with its Order Summary (spec, section 2). */
export function CartPage() {
  const { t } = useLingui();
  const cart = useCart();
  const unitCount = cart.lines.reduce((count, line) => count + line.quantity, 0);

  return (
    <section aria-labelledby="cart-heading" className="mx-auto max-w-6xl px-4 py-6">
      <title>{pageTitle(t`Cart`)}</title>
      <div className="mb-4 flex items-baseline gap-2">
        <h1 id="cart-heading" className="font-bold text-2xl text-slate-900">
          <Trans>Your Cart</Trans>
        </h1>
        {cart.lines.length > 0 && (
          <p className="text-slate-600 text-sm">
            {t`${plural(unitCount, { one: '# item', other: '# items' })}`}
          </p>
        )}
      </div>
      <CartContent cart={cart} />
    </section>
  );
}

function CartContent({ cart }: { cart: CartView }) {
  const { t } = useLingui();
  if (cart.isPending) return <CartSkeleton />;
  if (cart.isError) {
    return (
      <p role="alert" className="text-slate-700">
        <Trans>Your cart could not be loaded. Check your connection and reload the page.</Trans>
      </p>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <EmptyState
        icon={ShoppingCart}
        title={t`Your cart is empty`}
        description={t`Find a book or notes from students near you.`}
        action={
          <Button asChild>
            <Link to="/">
              <Trans>Continue Shopping</Trans>
            </Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <ul aria-label={t`Items in your cart`} className="flex flex-col gap-3">
        {cart.lines.map((line) => (
          <CartLineItem key={line.id} line={line} />
        ))}
      </ul>
      <OrderSummaryCard lines={cart.lines} />
    </div>
  );
}

function CartSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="flex flex-col gap-3">
        {[1, 2].map((row) => (
          <Skeleton key={row} className="h-40 w-full" />
        ))}
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
