/**
 * @lingui/react imports useSyncExternalStore from the shim package written for React 17 and older; React 19 has it,
 * so vite.config.ts points that import here and buyers' first load skips the shim (docs/decisions/070-languages.md).
 */
export { useSyncExternalStore } from 'react';
