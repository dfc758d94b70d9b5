import { twMerge } from 'tailwind-merge';

// `cn` only joins class names (docs/decisions/007-look-and-accessibility.md): Tailwind orders utilities of the
// same property by its own rules, not by class order, so two classes that set the same thing on one element
// (`px-4 … px-2`) leave the winner to chance. tailwind-merge knows which classes set the same thing: a class it
// would drop because a later one overrides it is a conflict. The same class twice is not.
export function findClassConflicts(joined: string): string[] {
  const classes = [...new Set(joined.split(' ').filter(Boolean))];
  const kept = new Set(twMerge(joined).split(' '));
  return classes.flatMap((dropped, index) => {
    if (kept.has(dropped)) return [];
    const winner = classes.slice(index + 1).find((later) => twMerge(dropped, later) === later);
    return [`"${dropped}" is overridden by "${winner}" in "${joined}"`];
  });
}

let recorded: string[] = [];

/** Called by the test setup's `cn` for every list it joins; the test fails after it ends if any conflicted. */
export function recordClassConflicts(joined: string): void {
  recorded.push(...findClassConflicts(joined));
}

/** The conflicts recorded since the last call, each once. */
export function takeClassConflicts(): string[] {
  const found = [...new Set(recorded)];
  recorded = [];
  return found;
}
