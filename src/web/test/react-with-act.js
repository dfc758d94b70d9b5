/** `react` in the screen tests: the app's Preact, with the `act` Testing Library drives renders through. */

export { act } from 'preact/test-utils';
export * from '../lib/preact/react.js';
export { default } from '../lib/preact/react.js';
