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
  ask: 'Sign in to ask the seller',
  inbox: 'Sign in to see your messages',
  'session-ended': 'Your session has ended. Sign in again to carry on.',
  page: 'Sign in to see this page',
  'password-changed': 'Your password has been changed. Sign in with your new password.',
} as const;

export type SignInReason = keyof typeof REASONS;

/** The sign-in page, remembering where to come back to and why. */
export function signInPath(next: string, reason: SignInReason): string {
  return `/auth?${new URLSearchParams({ next, reason })}`;
}

/**
 * Control characters (browsers drop tab, CR and LF from an address, so "/\t/evil.example" is "//evil.example") and
 * backslashes (read as "/"): a path holding either, as written or once decoded, is not followed.
 */
const UNSAFE_IN_PATH = /[\p{Cc}\\]/u;
/** Stands for this site when a path is resolved: whatever resolves elsewhere is not a path on it. */
const THIS_SITE = 'https://this-site.invalid';

/** Whether `path` stays on this site however a browser reads it: "/" then anything but "/" or "\". */
function isSitePath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const looksSafe = (text: string) => /^\/(?![/\\])/.test(text) && !UNSAFE_IN_PATH.test(text);
  return looksSafe(path) && looksSafe(decoded) && new URL(path, THIS_SITE).origin === THIS_SITE;
}

/**
 * Where to go after signing in: the remembered path when it is one on this site, else the home page. Every
 * return address the app follows goes through here.
 */
export function returnPath(next: string | null): string {
  return next && isSitePath(next) ? next : '/';
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
  if (pathname.startsWith('/inbox/listing/')) return 'ask';
  if (pathname.startsWith('/inbox')) return 'inbox';
  return 'page';
}
