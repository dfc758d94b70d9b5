import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names (`cn('p-2', open && 'bg-white', props.className)`). It does not resolve conflicts: Tailwind
 * orders utilities by its own rules, not by class order, so a component offers variants instead of letting a
 * caller override a class it sets (docs/decisions/007-look-and-accessibility.md). The web tests fail on any
 * joined list with two classes that set the same thing (src/web/test/class-conflict-guard.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
