/**
 * The app's notifications (spec, section 9): at most one toast is visible, and a new one replaces it.
 * Call `toast()` from anywhere, including mutation callbacks; <Toaster /> shows it.
 */

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes; 5000 unless given. */
  duration?: number;
}

export interface ToastEntry extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description: string | undefined;
  open: boolean;
}

export const DEFAULT_TOAST_DURATION = 5000;
export const LOGIN_REQUIRED_TOAST_DURATION = 4000;

let current: ToastEntry | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

export function toast({
  title,
  description,
  variant = 'default',
  duration = DEFAULT_TOAST_DURATION,
}: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  current = { id, title, description, variant, duration, open: true };
  notify();
  return { id, dismiss: () => dismissToast(id) };
}

/** Shown when a guest tries something that needs an account (Buy Now, Write Review). */
export function toastLoginRequired(): void {
  toast({
    title: 'Please log in',
    description: 'You need to log in to make a purchase.',
    duration: LOGIN_REQUIRED_TOAST_DURATION,
  });
}

/** Closes the toast; it stays in the store, closed, so its exit can play until the next one replaces it. */
export function dismissToast(id: number): void {
  if (current?.id !== id || !current.open) return;
  current = { ...current, open: false };
  notify();
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): ToastEntry | null {
  return current;
}

function notify(): void {
  for (const listener of listeners) listener();
}
