import { useSyncExternalStore } from 'react';
import { localStore } from '../storage.ts';

/** One line of a guest's cart, kept in localStorage until they sign in (spec, section 4). */
export interface GuestCartItem {
  productId: number;
  quantity: number;
}

const EMPTY_CART: GuestCartItem[] = [];
const GUEST_CART_KEY = 'guestCart';

let cachedRaw: string | null = null;
let cachedItems: GuestCartItem[] = EMPTY_CART;
// The storage event fires only in other tabs, so this tab's own writes notify these listeners directly.
const thisTabListeners = new Set<() => void>();

/** The guest cart, re-rendering when this tab or another one changes it. */
export function useGuestCart(): GuestCartItem[] {
  return useSyncExternalStore(subscribeToCart, snapshot, () => EMPTY_CART);
}

/**
 * Adds units of a product to the guest cart, on the product's existing line when it has one, never past the
 * listing's stock: more than that is refused with the server's own words, as a signed-in cart would be.
 */
export function addToGuestCart(productId: number, quantity: number, stock: number): void {
  const items = snapshot();
  const inCart = items.find((item) => item.productId === productId)?.quantity ?? 0;
  if (inCart + quantity > stock) {
    throw new Error(stock > 0 ? `Only ${stock} left in stock` : 'This item is sold out');
  }
  writeGuestCart(
    inCart > 0
      ? items.map((item) => (item.productId === productId ? { ...item, quantity: inCart + quantity } : item))
      : [...items, { productId, quantity }],
  );
}

/** Sets the quantity of a product's line. */
export function setGuestCartQuantity(productId: number, quantity: number): void {
  writeGuestCart(snapshot().map((item) => (item.productId === productId ? { ...item, quantity } : item)));
}

export function removeFromGuestCart(productId: number): void {
  writeGuestCart(snapshot().filter((item) => item.productId !== productId));
}

export function clearGuestCart(): void {
  writeGuestCart(EMPTY_CART);
}

/** The guest cart as it is now, outside React (the merge after sign-in reads it once). */
export function readGuestCart(): GuestCartItem[] {
  return snapshot();
}

function writeGuestCart(items: GuestCartItem[]): void {
  localStore.set(GUEST_CART_KEY, items);
  for (const listener of thisTabListeners) listener();
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

function subscribeToCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === GUEST_CART_KEY) onChange();
  };
  thisTabListeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    thisTabListeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function isGuestCartItem(value: unknown): value is GuestCartItem {
  if (typeof value !== 'object' || value === null) return false;
  const { productId, quantity } = value as Record<string, unknown>;
  return Number.isInteger(productId) && Number.isInteger(quantity) && (quantity as number) > 0;
}
