/**
 * The libraries the app starts with besides React: main.tsx evaluates them in a task of their own, after React's
 * renderer and before the app (docs/decisions/111-start-up-in-short-tasks.md). What they export is what the app uses;
 * a bare `import 'react-router'` would be dropped, as the package says it has no side effects.
 */
export { I18nProvider } from '@lingui/react';
export { QueryClientProvider } from '@tanstack/react-query';
export { createBrowserRouter, RouterProvider } from 'react-router';
