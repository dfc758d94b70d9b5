import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Compass } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useCartItemCount } from '../../features/cart/use-cart-item-count.ts';
import { HydrateInTurn } from '../../lib/hydrate-in-turn.tsx';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { useUser } from '../../lib/session/get-user.ts';
import { requestTour } from '../../lib/tour.ts';
import { AccountGreeting } from './account-greeting.tsx';
import { CartButton } from './cart-button.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';

// Only a signed-in student has the account menu: its menu library (Radix, Floating UI) stays out of a guest's
// first load, and the greeting stands in while it arrives.
const AccountMenu = lazyPart(
  () => import('./account-menu.tsx').then((module) => module.AccountMenu),
  ({ user }) => <AccountGreeting user={user} />,
);

// The inbox and the bell are a signed-in student's too: a guest's first load carries neither, and two boxes of their
// size hold their place while they arrive (docs/decisions/101-hydrate-the-first-screen-first.md).
const StudentHeaderLinks = lazyPart(
  () => import('./student-header-links.tsx').then((module) => module.StudentHeaderLinks),
  () => <span aria-hidden="true" className="block h-11 w-[5.75rem]" />,
);

// `tour` names the element the onboarding tour points at (features/onboarding/tour-steps.ts).
const links: { to: string; label: MessageDescriptor; tour?: string }[] = [
  { to: '/', label: msg`Buy` },
  { to: '/sell', label: msg`Sell Your Items`, tour: 'sell' },
  { to: '/seller-listings', label: msg`My Listings` },
  { to: '/orders', label: msg`Orders` },
  { to: '/achievements', label: msg`Achievements`, tour: 'achievements' },
];

// Shown only when the server says the user is an admin; the server enforces it on every admin call anyway.
const adminLinks: typeof links = [
  { to: '/admin', label: msg`Admin` },
  { to: '/database-monitor', label: msg`Database` },
];

const navLinkClasses =
  'flex min-h-11 items-center rounded-lg px-2 font-medium xl:px-3 text-slate-700 text-sm hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:font-semibold aria-[current=page]:text-primary-800 aria-[current=page]:underline aria-[current=page]:underline-offset-8';

/**
 * Phones see the logo and the menu button (the bottom bar does the rest); from 768 px the full header,
 * with the links on a second row until there is room for one (1024 px; an admin's two extra links need 1280 px,
 * where the header may use the full 1280 px width).
 */
export function Header() {
  const { i18n } = useLingui();
  const { data: user } = useUser();
  const logout = useLogout();
  const cartCount = useCartItemCount();
  const visibleLinks = user?.isAdmin ? [...links, ...adminLinks] : links;

  return (
    <header className="sticky top-0 z-40 border-b bg-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-4 py-1 xl:max-w-7xl">
        <Logo />
        <nav
          aria-label={i18n._(msg`Main`)}
          className="order-last hidden w-full gap-1 md:flex lg:order-none lg:ml-4 lg:w-auto"
        >
          {/* These links (hidden on a phone) and the wide screen's buttons below are hydrated in turns of their own,
              after the rest of the header (docs/decisions/115-hydration-in-turns.md). */}
          <HydrateInTurn>
            {visibleLinks.map(({ to, label, tour }) => (
              <NavLink key={to} to={to} end data-tour={tour} className={navLinkClasses}>
                {i18n._(label)}
              </NavLink>
            ))}
          </HydrateInTurn>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          {/*
            From md up these are items of this row (display: contents adds no box); below md the mobile menu
            offers them. A wrapper, as the buttons' own inline-flex would fight a `hidden` on them.
          */}
          <div className="hidden md:contents">
            <HydrateInTurn>
              {user && <AccountMenu user={user} />}
              <Button variant="ghost" onClick={requestTour}>
                <Compass aria-hidden="true" className="size-5" />
                {/* Named for screen readers always; the word shows from 1536 px, where an admin's links leave room. */}
                <span className="lg:max-2xl:sr-only">
                  <Trans>Tour</Trans>
                </span>
              </Button>
              <LanguageSwitch />
              {user ? (
                <Button variant="outline" loading={logout.isPending} onClick={() => logout.mutate()}>
                  <Trans>Logout</Trans>
                </Button>
              ) : (
                <Button asChild>
                  <Link to="/auth" data-tour="profile">
                    <Trans>Sign In</Trans>
                  </Link>
                </Button>
              )}
            </HydrateInTurn>
          </div>
          {user && <StudentHeaderLinks />}
          {/* Hidden on a phone, where the bottom bar carries the cart: in a turn of its own (docs/decisions/124). */}
          <div className="hidden md:contents">
            <HydrateInTurn>
              <CartButton count={cartCount} />
            </HydrateInTurn>
          </div>
          <MobileMenu
            signedIn={Boolean(user)}
            isAdmin={Boolean(user?.isAdmin)}
            signingOut={logout.isPending}
            onSignOut={() => logout.mutate()}
            className="md:hidden"
          />
        </div>
      </div>
    </header>
  );
}
