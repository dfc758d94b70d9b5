import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The app's notifications (spec, section 9): at most one toast is visible, and a new one replaces it.
 * Call `toast()` from anywhere, including mutation callbacks; <Toaster /> shows it.
 *
 * A text is either already in the reader's language (`t` in a component) or a message (`msg`) that the toast
 * translates when it shows: code that runs outside any component (a mutation's callback) has no translator.
 */

export type ToastVariant = 'default' | 'success' | 'destructive';

export type ToastText = string | MessageDescriptor;

export interface ToastOptions {
  title: ToastText;
  description?: ToastText;
  variant?: ToastVariant;
  /** Milliseconds before it closes; 5000 unless given. */
  duration?: number;
}

export interface ToastEntry extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description: ToastText | undefined;
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
    title: msg`Please log in`,
    description: msg`You need to log in to make a purchase.`,
    duration: LOGIN_REQUIRED_TOAST_DURATION,
  });
}

/** Closes the toast; it stays in the store, closed, so its exit can play until the next one replaces it. */
export function dismissToast(id: number): void {
  if (current?.id !== id || !current.open) return;
  current = { ...current, open: false };
  notify();
}

/** Closes whatever toast shows: it was about a screen the reader has moved on from (a wizard's last step). */
export function dismissCurrentToast(): void {
  if (current) dismissToast(current.id);
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

/** A toast's text in the reader's language. */
export function toastText(i18n: I18n, text: ToastText): string {
  return typeof text === 'string' ? text : i18n._(text);
}
