import {
  BookOpen,
  Database,
  HandCoins,
  Heart,
  type LucideIcon,
  Package,
  Settings,
  ShieldCheck,
  Trophy,
} from 'lucide-react';

export interface AccountLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

const studentLinks: AccountLink[] = [
  { to: '/orders', label: 'Orders', icon: Package },
  { to: '/saved', label: 'Saved', icon: Heart },
  { to: '/seller-listings?tab=sales', label: 'Sales', icon: HandCoins },
  { to: '/seller-listings', label: 'Listings', icon: BookOpen },
  { to: '/achievements', label: 'Achievements', icon: Trophy },
  { to: '/settings', label: 'Account settings', icon: Settings },
];

// Shown only when the server says the user is an admin; the server enforces it on every admin call anyway.
const adminLinks: AccountLink[] = [
  { to: '/admin', label: 'Admin', icon: ShieldCheck },
  { to: '/database-monitor', label: 'Database', icon: Database },
];

/** Everything a signed-in student reaches from their account: the header's account menu and the phone's Profile. */
export function accountLinks(isAdmin: boolean): AccountLink[] {
  return isAdmin ? [...studentLinks, ...adminLinks] : studentLinks;
}
