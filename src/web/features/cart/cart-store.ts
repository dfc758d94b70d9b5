import { useSyncExternalStore } from 'react';
import { localStore } from '../../lib/storage.ts';

/** One line of a guest's cart, kept in localStorage until they sign in (spec, section 4). */
export interface GuestCartItem {
  productId: number;
  quantity: number;
}

const EMPTY_CART: GuestCartItem[] = [];
const GUEST_CART_KEY = 'guestCart';

let cachedRaw: string | null = null;
let cachedItems: GuestCartItem[] = EMPTY_CART;

/** The guest cart, re-rendering when another tab changes it. */
export function useGuestCart(): GuestCartItem[] {
  return useSyncExternalStore(subscribeToOtherTabs, snapshot, () => EMPTY_CART);
}

/** The number shown on the cart buttons: every unit, not every line. */
export function useCartItemCount(): number {
  return useGuestCart().reduce((count, item) => count + item.quantity, 0);
}

// useSyncExternalStore needs the same array back while nothing changed, so parse only when the text changes.
function snapshot(): GuestCartItem[] {
  const raw = localStore.raw(GUEST_CART_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseGuestCart(raw);
  }
  return cachedItems;
}

/** Anything unreadable counts as an empty cart. */
function parseGuestCart(raw: string | null): GuestCartItem[] {
  if (raw === null) return EMPTY_CART;
  try {
    const items: unknown = JSON.parse(raw);
    return Array.isArray(items) ? items.filter(isGuestCartItem) : EMPTY_CART;
  } catch {
    return EMPTY_CART;
  }
}

function subscribeToOtherTabs(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === GUEST_CART_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

function isGuestCartItem(value: unknown): value is GuestCartItem {
  if (typeof value !== 'object' || value === null) return false;
  const { productId, quantity } = value as Record<string, unknown>;
  return Number.isInteger(productId) && Number.isInteger(quantity) && (quantity as number) > 0;
}
