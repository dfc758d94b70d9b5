/**
 * What the app and its libraries import as `react`: Preact's compatibility layer (docs/decisions/114), plus the
 * one React 19 hook it lacks, which React Router calls. Plain JavaScript: compat's types are React's own, which
 * the app keeps compiling against.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * Preact renders a transition at once, so an optimistic value is never on screen apart from the state it stands
 * for: the state itself is the answer.
 */
export function useOptimistic(passthrough) {
  return [passthrough, () => {}];
}
