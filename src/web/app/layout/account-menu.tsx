import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import type { User } from '../../../domain/contracts/auth.ts';
import { accountLinks } from '../../components/account-links.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { AccountGreeting } from './account-greeting.tsx';
import { LanguageMenuItems } from './language-menu-items.tsx';

/** The greeting opens the account menu: orders, sales, listings, achievements, settings (and admin pages). */
export function AccountMenu({ user }: { user: User }) {
  const { i18n } = useLingui();
  return (
    // Not modal: a modal menu hides the rest of the page from screen readers with aria-hidden while it still
    // holds focusable links, which axe rightly reports; the menu still closes on Escape and outside clicks.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <AccountGreeting user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" aria-label={i18n._(msg`Account`)}>
        {accountLinks(user.isAdmin).map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" className="size-5 text-primary-800" />
              {i18n._(label)}
            </Link>
          </DropdownMenuItem>
        ))}
        <LanguageMenuItems />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
