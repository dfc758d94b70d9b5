/**
 * Sending a guest to sign in and back (issue: "Sign-in forgets what the guest was doing"): /auth?next=…&reason=…
 * carries where they were and why they must sign in. Only known reasons are shown, so a link cannot put words
 * on the sign-in page, and only paths on this site are followed, so it cannot send anyone elsewhere.
 */

const REASONS = {
  cart: 'Sign in to see your cart',
  checkout: 'Sign in to check out',
  'buy-now': 'Sign in to buy this item',
  review: 'Sign in to write a review',
  orders: 'Sign in to see your orders',
  selling: 'Sign in to sell your items',
  save: 'Sign in to save listings',
  'session-ended': 'Your session has ended. Sign in again to carry on.',
  page: 'Sign in to see this page',
  'password-changed': 'Your password has been changed. Sign in with your new password.',
} as const;

export type SignInReason = keyof typeof REASONS;

/** The sign-in page, remembering where to come back to and why. */
export function signInPath(next: string, reason: SignInReason): string {
  return `/auth?${new URLSearchParams({ next, reason })}`;
}

/** Where to go after signing in: the remembered path when it is one on this site, else the home page. */
export function returnPath(next: string | null): string {
  // "//host" and "/\host" are other sites to a browser; a path on this one starts with a single "/".
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}

/** The sentence the sign-in page shows for a reason it knows; nothing for any other. */
export function reasonText(reason: string | null): string | null {
  return reason !== null && Object.hasOwn(REASONS, reason) ? REASONS[reason as SignInReason] : null;
}

/** Why a guest was stopped at a page that needs an account, by the page's path. */
export function reasonForPath(pathname: string): SignInReason {
  if (pathname.startsWith('/cart')) return 'cart';
  if (pathname.startsWith('/checkout')) return 'checkout';
  if (pathname.startsWith('/orders')) return 'orders';
  if (pathname.startsWith('/sell')) return 'selling';
  if (pathname.startsWith('/saved')) return 'save';
  return 'page';
}
