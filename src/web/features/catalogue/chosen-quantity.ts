import { useSyncExternalStore } from 'react';

/**
 * How many copies the buyer has chosen on a listing, shared by its own buttons and the phone's sticky bar. Held
 * outside the listing's page so that a tap on + or − re-renders those two, not the whole listing
 * (docs/decisions/131-a-quantity-outside-the-listing.md).
 */
export interface ChosenQuantity {
  get: () => number;
  set: (quantity: number) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createChosenQuantity(): ChosenQuantity {
  let quantity = 1;
  const listeners = new Set<() => void>();
  return {
    get: () => quantity,
    set: (next) => {
      quantity = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The chosen quantity, re-rendering the caller when it changes. */
export function useChosenQuantity(choice: ChosenQuantity): number {
  return useSyncExternalStore(choice.subscribe, choice.get, choice.get);
}
