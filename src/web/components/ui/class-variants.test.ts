import { describe, expect, it } from 'vitest';
import { findClassConflicts } from '../../test/class-conflict-guard.ts';
import { badgeVariants } from './badge.tsx';
import { buttonVariants } from './button.tsx';
import { controlVariants } from './field.tsx';

// Every combination, not only the ones today's screens render: a variant that sets what the base or another
// variant sets already would leave the look to Tailwind's order (docs/decisions/007-look-and-accessibility.md).
function combinations<T extends Record<string, readonly unknown[]>>(
  options: T,
): { [K in keyof T]: T[K][number] }[] {
  return Object.entries(options).reduce<Record<string, unknown>[]>(
    (partial, [key, values]) =>
      partial.flatMap((combination) => values.map((value) => ({ ...combination, [key]: value }))),
    [{}],
  ) as { [K in keyof T]: T[K][number] }[];
}

describe('the class variants of the shared components', () => {
  it('never set the same thing twice on a button', () => {
    const buttons = combinations({
      variant: ['primary', 'secondary', 'outline', 'floating', 'ghost', 'destructive'],
      size: ['md', 'lg', 'sm', 'icon', 'icon-sm', 'square'],
      tone: ['neutral', 'primary', 'danger', 'muted'],
      shape: ['rounded', 'round'],
    } as const);
    expect(buttons).toHaveLength(288);
    expect(buttons.flatMap((props) => findClassConflicts(buttonVariants(props)))).toEqual([]);
  });

  it('never set the same thing twice on a badge', () => {
    const badges = combinations({
      tone: ['neutral', 'primary', 'accent', 'green', 'yellow', 'blue', 'red', 'orange', 'purple'],
      size: ['sm', 'md'],
    } as const);
    expect(badges.flatMap((props) => findClassConflicts(badgeVariants(props)))).toEqual([]);
  });

  it('never set the same thing twice on a form control', () => {
    const controls = combinations({ textSize: ['sm', 'base', 'lg'], fullWidth: [true, false] } as const);
    expect(controls.flatMap((props) => findClassConflicts(controlVariants(props)))).toEqual([]);
  });

  it('reports a class that a later one overrides, and not the same class twice', () => {
    expect(findClassConflicts('p-2 text-sm p-2')).toEqual([]);
    expect(findClassConflicts('px-4 text-sm px-2')).toEqual([
      '"px-4" is overridden by "px-2" in "px-4 text-sm px-2"',
    ]);
  });
});
