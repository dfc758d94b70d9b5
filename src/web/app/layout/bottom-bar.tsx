import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { House, Package, Search, ShoppingCart, Store, User } from 'lucide-react';
import { NavLink } from 'react-router';
import { useCartItemCount } from '../../features/cart/use-cart-item-count.ts';
import { useUser } from '../../lib/session/get-user.ts';
import { CartCountBubble, cartLabel } from './cart-button.tsx';

// `tour` names the element the phone's onboarding tour points at (features/onboarding/tour-steps.ts).
const tabs = [
  { to: '/', label: msg`Home`, icon: House },
  { to: '/browse', label: msg`Browse`, icon: Search },
  { to: '/orders', label: msg`Orders`, icon: Package },
  { to: '/sell', label: msg`Sell`, icon: Store, tour: 'sell-tab' },
  { to: '/cart', label: msg`Cart`, icon: ShoppingCart },
  { to: '/auth', label: msg`Profile`, icon: User, tour: 'profile-tab' },
];

/** Profile signs a guest in (spec, section 2); a signed-in student it takes to their account. */
const profilePath = (signedIn: boolean) => (signedIn ? '/account' : '/auth');

/** The phone's main navigation, fixed to the bottom below 768 px. */
export function BottomBar() {
  const { i18n } = useLingui();
  const cartCount = useCartItemCount();
  const { data: user } = useUser();
  return (
    <nav
      aria-label={i18n._(msg`Quick links`)}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-white pb-[env(safe-area-inset-bottom)] md:hidden print:hidden"
    >
      <ul className="grid grid-cols-6">
        {tabs.map(({ to, label, icon: Icon, tour }) => (
          <li key={to}>
            <NavLink
              to={to === '/auth' ? profilePath(Boolean(user)) : to}
              end
              data-tour={tour}
              aria-label={to === '/cart' ? cartLabel(i18n, cartCount) : undefined}
              // The current tab is bold with a bar above it, so it does not rely on colour.
              className="flex min-h-16 flex-col items-center justify-center gap-0.5 border-transparent border-t-2 text-slate-600 text-xs aria-[current=page]:border-primary-800 aria-[current=page]:font-semibold aria-[current=page]:text-primary-800"
            >
              <span className="relative">
                <Icon aria-hidden="true" className="size-6" />
                {to === '/cart' && <CartCountBubble count={cartCount} />}
              </span>
              {i18n._(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
