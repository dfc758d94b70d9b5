import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import {
  BookOpen,
  Compass,
  House,
  Languages,
  LogIn,
  LogOut,
  Package,
  Search,
  ShoppingCart,
  Store,
} from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { accountLinks } from '../../components/account-links.ts';
import { Sheet, SheetClose, SheetContent, SheetTitle } from '../../components/ui/sheet.tsx';
import { requestTour } from '../../lib/tour.ts';
import { useLanguageSwitch } from './language-switch.tsx';

/** The spec's menu (section 2); a signed-in student also gets their account's pages. */
const links = [
  { to: '/', label: msg`Home`, icon: House },
  { to: '/browse', label: msg`Browse Items`, icon: Search },
  { to: '/sell', label: msg`Sell Your Items`, icon: Store },
  { to: '/seller-listings', label: msg`My Listings`, icon: BookOpen },
  { to: '/orders', label: msg`Orders`, icon: Package },
  { to: '/cart', label: msg`Cart`, icon: ShoppingCart },
];

const itemClasses =
  'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 font-medium text-base text-slate-800 hover:bg-slate-100';

export interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: the sheet has no Radix trigger of its own, so focus is handed back explicitly. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  signedIn: boolean;
  isAdmin: boolean;
  signingOut: boolean;
  onSignOut: () => void;
}

export function MobileMenuSheet({
  open,
  onOpenChange,
  returnFocusTo,
  signedIn,
  isAdmin,
  signingOut,
  onSignOut,
}: MobileMenuSheetProps) {
  const { i18n } = useLingui();
  const language = useLanguageSwitch();
  const shownLinks = signedIn
    ? [...links, ...accountLinks(isAdmin).filter((link) => !links.some((own) => own.to === link.to))]
    : links;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      {/* The links are the content; there is no separate description to announce. */}
      <SheetContent
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle>
          <Trans>Menu</Trans>
        </SheetTitle>
        <nav aria-label={i18n._(msg`Menu`)} className="mt-4">
          <ul className="flex flex-col gap-1">
            {shownLinks.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <SheetClose asChild>
                  <Link to={to} className={itemClasses}>
                    <Icon aria-hidden="true" className="size-6 text-primary-800" />
                    {i18n._(label)}
                  </Link>
                </SheetClose>
              </li>
            ))}
            <li>
              {/* Phones have no header Tour button, so the tour restarts from here. */}
              <SheetClose asChild>
                <button type="button" className={itemClasses} onClick={requestTour}>
                  <Compass aria-hidden="true" className="size-6 text-primary-800" />
                  <Trans>Tour</Trans>
                </button>
              </SheetClose>
            </li>
            <li>
              {/* The page changes language behind the open menu: it stays open for a second look. */}
              <button
                type="button"
                lang={language.lang}
                className={itemClasses}
                disabled={language.switching}
                onClick={language.switchLanguage}
              >
                <Languages aria-hidden="true" className="size-6 text-primary-800" />
                {language.name}
              </button>
            </li>
            <li className="mt-2 border-t pt-2">
              {signedIn ? (
                <button type="button" className={itemClasses} disabled={signingOut} onClick={onSignOut}>
                  <LogOut aria-hidden="true" className="size-6 text-primary-800" />
                  <Trans>Sign out</Trans>
                </button>
              ) : (
                <SheetClose asChild>
                  <Link to="/auth" className={itemClasses}>
                    <LogIn aria-hidden="true" className="size-6 text-primary-800" />
                    <Trans>Sign In</Trans>
                  </Link>
                </SheetClose>
              )}
            </li>
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
