import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  BookOpen,
  BookSearch,
  Database,
  HandCoins,
  Heart,
  type LucideIcon,
  MessagesSquare,
  Package,
  Settings,
  ShieldCheck,
  Trophy,
} from 'lucide-react';

export interface AccountLink {
  to: string;
  label: MessageDescriptor;
  icon: LucideIcon;
}

const studentLinks: AccountLink[] = [
  { to: '/inbox', label: msg`Inbox`, icon: MessagesSquare },
  { to: '/orders', label: msg`Orders`, icon: Package },
  { to: '/saved', label: msg`Saved`, icon: Heart },
  { to: '/wanted', label: msg`Wanted books`, icon: BookSearch },
  { to: '/seller-listings?tab=sales', label: msg`Sales`, icon: HandCoins },
  { to: '/seller-listings', label: msg`Listings`, icon: BookOpen },
  { to: '/achievements', label: msg`Achievements`, icon: Trophy },
  { to: '/settings', label: msg`Account settings`, icon: Settings },
];

// Shown only when the server says the user is an admin; the server enforces it on every admin call anyway.
const adminLinks: AccountLink[] = [
  { to: '/admin', label: msg`Admin`, icon: ShieldCheck },
  { to: '/database-monitor', label: msg`Database`, icon: Database },
];

/** Everything a signed-in student reaches from their account: the header's account menu and the phone's Profile. */
export function accountLinks(isAdmin: boolean): AccountLink[] {
  return isAdmin ? [...studentLinks, ...adminLinks] : studentLinks;
}
