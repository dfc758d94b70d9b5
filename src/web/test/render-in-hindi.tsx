import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '../../domain/contracts/auth.ts';
import { createAppQueryClient } from '../app/app-query-client.ts';
import { AppProviders } from '../app/providers.tsx';
import { createRoutes } from '../app/router.tsx';
import { createI18n, loadMessages } from '../lib/i18n/i18n.ts';
import { userQueryOptions } from '../lib/session/get-user.ts';

/**
 * renderWithProviders and renderApp (render.tsx) for a reader who chose Hindi: the app's providers get a translator
 * with the Hindi catalogue loaded, as the browser's has after the switch.
 */

async function hindiProviders(user: User | null | undefined) {
  const queryClient = createAppQueryClient();
  if (user !== undefined) queryClient.setQueryData(userQueryOptions.queryKey, user);
  const i18n = createI18n('hi', await loadMessages('hi'));
  return { queryClient, i18n };
}

/** One component in Hindi, with the app's providers and a (data) router around it. */
export async function renderInHindi(ui: ReactNode, options: { user?: User | null } = {}) {
  const { queryClient, i18n } = await hindiProviders(options.user);
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return {
    queryClient,
    router,
    ...render(
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}

/** The whole app in Hindi, opened at `path`. */
export async function renderAppInHindi(path: string, options: { user?: User | null } = {}) {
  const { queryClient, i18n } = await hindiProviders(options.user);
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  return {
    queryClient,
    router,
    ...render(
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}
