import type { I18n } from '@lingui/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '../../domain/contracts/auth.ts';
import { createAppQueryClient } from '../app/app-query-client.ts';
import { AppProviders } from '../app/providers.tsx';
import { createRoutes } from '../app/router.tsx';
import { userQueryOptions } from '../lib/session/get-user.ts';

interface RenderOptions {
  /** Put a signed-in user (or null for a guest) in the cache, as if /api/user had answered. */
  user?: User | null;
  /** The reader's translator (test/render-in-hindi.tsx makes a Hindi one); English without it. */
  i18n?: I18n;
}

function providersFor({ user }: RenderOptions) {
  const queryClient = createAppQueryClient();
  if (user !== undefined) queryClient.setQueryData(userQueryOptions.queryKey, user);
  return { queryClient };
}

/** One component with the app's providers and a (data) router around it, at every address. */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const { queryClient } = providersFor(options);
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return {
    queryClient,
    router,
    ...render(
      <AppProviders queryClient={queryClient} i18n={options.i18n}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}

/** The whole app, opened at `path`. */
export function renderApp(path: string, options: RenderOptions = {}) {
  const { queryClient } = providersFor(options);
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  return {
    router,
    queryClient,
    ...render(
      <AppProviders queryClient={queryClient} i18n={options.i18n}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}
