import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

/** "Cart, 2 items": the cart links' accessible name, since the number alone is only a bubble. */
export function cartLabel(i18n: I18n, count: number): string {
  return i18n._(msg`Cart, ${plural(count, { one: '# item', other: '# items' })}`);
}

export function CartCountBubble({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 font-semibold text-slate-900 text-xs tabular-nums"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function CartButton({ count }: { count: number }) {
  const { i18n } = useLingui();
  return (
    <Link
      to="/cart"
      aria-label={cartLabel(i18n, count)}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')}
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      <CartCountBubble count={count} />
    </Link>
  );
}
